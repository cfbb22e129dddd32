// The game on other engines than Chromium, through WebDriver: WebKitGTK (the engine of
// every browser on an iPhone) and Firefox ESR, against the release build served by the
// game's own server. E2E_ENGINE names the engine (webkit or firefox); scripts/test.sh
// runs both. What an engine cannot do here is reported as a skip that says why.
//
//   E2E_ENGINE=firefox node --test --test-reporter=spec end2end/webdriver/engines.test.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { ENGINES } from './engines.mjs';
import { fallenAtAQuarter } from '../tests/fall-share.mjs';
import { BOARD, Game, saveJson } from './game.mjs';
import { GameServer } from './processes.mjs';
import { boardGround, emptyCells, readScreen, tileShare } from './screen.mjs';
import { KEY } from './webdriver.mjs';

const engine = ENGINES[process.env.E2E_ENGINE];
if (!engine) throw new Error(`E2E_ENGINE must be one of: ${Object.keys(ENGINES).join(', ')}`);

/** A finished free game (seed 118, 311 moves, 16,620 points), as leaderboard.spec.ts posts. */
const FINISHED = readFileSync(new URL('../tests/finished-game.json', import.meta.url), 'utf8');
/** The standard board's known swap, (4,0)↔(4,1): three 2s line up and score. */
const SWAP = [
  { x: 4, y: 0 },
  { x: 4, y: 1 },
];

let server;
let driver;

/** A test that fails, rather than hangs, if a driver stops answering. */
const it = (name, body) => test(name, { timeout: 120_000 }, body);

/**
 * Runs `body` with a game in a fresh browser session (fresh storage), then checks that
 * no page error, unhandled rejection or console error came, and ends the session.
 */
async function play(body) {
  const game = await Game.open(driver, engine.capabilities, server.url);
  try {
    await body(game);
    assert.deepEqual(await game.errors(), [], 'page errors, unhandled rejections and console errors');
  } finally {
    await game.close();
  }
}

/**
 * Counts the oscillators the page makes from now on, and the audio contexts they come
 * from (the game's script holds the AudioContext constructor from its load, so the
 * contexts are seen through their oscillators).
 */
function listen(game) {
  return game.session.execute(`
    const heard = (window.__heard = { oscillators: 0, contexts: [] });
    const make = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function () {
      heard.oscillators++;
      if (!heard.contexts.includes(this)) heard.contexts.push(this);
      return make.call(this);
    };`);
}

const heard = (game) =>
  game.session.execute(
    'const h = window.__heard; return { oscillators: h.oscillators, states: h.contexts.map((c) => c.state) };',
  );

describe(engine.title, { timeout: 600_000 }, () => {
  before(async () => {
    server = await GameServer.start();
    driver = await engine.startDriver();
  });
  after(async () => {
    await driver?.stop();
    await server?.close();
  });

  it('a first visit opens the tutorial; its first step plays by keys; Escape skips to the game', () =>
    play(async (game) => {
      await game.prepare({ settings: null });
      await game.goto('', 25);
      await game.textIs('tutorial-step', '· step 1 of 5');
      // The cursor starts on the step's first marked tile, (2,2); its partner is above.
      await game.keys(' ', KEY.ArrowUp);
      await game.textIs('tutorial-step', '· step 2 of 5');
      await game.keys(KEY.Escape);
      await game.present('tutorial', false);
      await game.loaded(81);
      assert.match(await game.text('status'), /^Tutorial skipped: your game is ready/);
      assert.equal(await game.text('moves'), '0');
    }));

  it('a move by keys; a reload resumes it; undo takes it back', () =>
    play(async (game) => {
      await game.prepare({ game: saveJson(BOARD) });
      await game.goto();
      await game.moveCursorTo(SWAP[0].x, SWAP[0].y);
      await game.keys(' ', KEY.ArrowDown);
      await game.textIs('moves', '1');
      const played = await game.values();
      assert.notDeepEqual(played, BOARD, 'the swap scored and the board changed');
      assert.notEqual(await game.text('score'), '0');

      await game.reload();
      await game.textIs('moves', '1');
      assert.deepEqual(await game.values(), played, 'the reload resumed the game');

      await game.keys('u');
      await game.textIs('moves', '0');
      assert.deepEqual(await game.values(), BOARD, 'undo restored the board');
      assert.equal(await game.text('score'), '0');
    }));

  it("a scoring move's tiles fall on the glide's curve: a quarter of the way into the fall, 68% of the way", () =>
    play(async (game) => {
      // At the slow speed, so that the move's first pass is still playing when the
      // script below looks.
      await game.prepare({ game: saveJson(BOARD), settings: { help_seen: true, speed: 'slow' } });
      await game.goto();
      await game.moveCursorTo(SWAP[0].x, SWAP[0].y);
      await game.keys(' ', KEY.ArrowDown);
      const fallen = await game.session.execute(`return (${fallenAtAQuarter})();`);
      assert.ok(fallen.length > 0, 'tiles fall in the first pass');
      // The glide's curve (style/board.css, --glide-curve) is 0.683 there; ease's would be
      // 0.41, and no curve 0.25.
      for (const share of fallen) assert.ok(Math.abs(share - 0.683) < 0.005, `fallen ${share} of the way`);
    }));

  it('sound: nothing before the first input, then a move plays its notes', (t) =>
    play(async (game) => {
      await game.prepare({ game: saveJson(BOARD) });
      await game.goto();
      await listen(game);
      // The page is loaded and the game shows: still no sound.
      await game.atRest();
      assert.deepEqual(await heard(game), { oscillators: 0, states: [] }, 'no sound before an input');
      await game.moveCursorTo(SWAP[0].x, SWAP[0].y);
      await game.keys(' ', KEY.ArrowDown);
      await game.textIs('moves', '1');
      await game.session.waitFor('the move to sound', 'window.__heard.oscillators > 2');
      assert.equal((await heard(game)).states.length, 1, 'one audio context for the game');
      await t.test('the audio runs', { skip: engine.limits.audio ?? false }, () =>
        game.session.waitFor('the audio to run', "window.__heard.contexts[0].state === 'running'"),
      );
    }));

  it('a move by mouse: click a tile, then its neighbour', () =>
    play(async (game) => {
      await game.prepare({ game: saveJson(BOARD) });
      await game.goto();
      await game.clickTile(SWAP[0].x, SWAP[0].y);
      await game.clickTile(SWAP[1].x, SWAP[1].y);
      await game.textIs('moves', '1');
      assert.notDeepEqual(await game.values(), BOARD);
    }));

  it('a move by touch: a flick from a tile towards its neighbour', (t) =>
    play(async (game) => {
      await game.prepare({ game: saveJson(BOARD) });
      await game.goto();
      // Whether the browser hands the driver's touches to the page as touch events, and
      // what kind of pointer it says pressed.
      await game.session.execute(`
        window.__touch = { touched: false, pointer: null };
        addEventListener('touchstart', () => { window.__touch.touched = true; }, { capture: true });
        addEventListener('pointerdown', (e) => { window.__touch.pointer = e.pointerType; }, { capture: true });`);
      try {
        await game.flick(SWAP[0].x, SWAP[0].y, 0, 1);
      } catch (error) {
        t.skip(`${engine.title}'s driver refuses touch actions (${error.message})`);
        return;
      }
      const { touched, pointer } = await game.session.execute('return window.__touch');
      if (!touched) {
        t.skip(`${engine.title}'s driver sends a touch action to the page as ${pointer ?? 'no'} pointer input, with no touch events`);
        return;
      }
      await game.textIs('moves', '1');
      assert.notDeepEqual(await game.values(), BOARD);
    }));

  it('how to play opens as a dialog over a dimmed page; Escape closes it', () =>
    play(async (game) => {
      await game.prepare({ game: saveJson(BOARD) });
      await game.goto();
      await game.session.click('[data-testid="help"]');
      await game.present('help-panel');
      // What a tap on the board would reach is the dialog's backdrop, which dims the page
      // (and blurs it where the engine draws backdrop filters).
      const behind = await game.session.execute(`
        const board = document.querySelector('[data-testid="board"]').getBoundingClientRect();
        const hit = document.elementFromPoint(board.left + 4, board.top + board.height / 2);
        const overlay = hit.closest('.overlay');
        const alpha = overlay ? Number(getComputedStyle(overlay).backgroundColor.match(/[\\d.]+(?=\\))/)?.[0] ?? 1) : 0;
        return { covered: Boolean(overlay), alpha };`);
      assert.equal(behind.covered, true, 'the board behind is covered by the backdrop');
      assert.ok(behind.alpha >= 0.5, `the backdrop dims the page (alpha ${behind.alpha})`);
      await game.keys(KEY.Escape);
      await game.present('help-panel', false);
      assert.equal(await game.session.execute("return document.activeElement.dataset.testid"), 'help');
    }));

  it('the view rolls at the normal speed with its tiles on the screen in every frame', (t) => {
    if (!driver.screen) {
      t.skip(`${engine.title} runs headless here: there is no screen to read`);
      return;
    }
    return play(async (game) => {
      await game.prepare({ game: saveJson(BOARD), settings: { help_seen: true, speed: 'normal', theme: 'dark' } });
      await game.goto();
      // Where the page sits on the screen: the window's place, below its toolbar.
      const { board, origin } = await game.session.execute(`
        const b = document.querySelector('[data-testid="board"]').getBoundingClientRect();
        return {
          board: { x: b.x, y: b.y, width: b.width },
          origin: { x: screenX + (outerWidth - innerWidth) / 2, y: screenY + outerHeight - innerHeight },
        };`);
      // The screen may show the page a moment after the page is ready.
      let found = Infinity;
      for (let tries = 0; tries < 50 && found > 0; tries++) {
        found = emptyCells(readScreen(driver.screen), board, origin, 9);
        if (found > 0) await new Promise((next) => setTimeout(next, 100));
      }
      assert.equal(found, 0, `the board found on the screen, whole (at ${JSON.stringify(origin)})`);
      // Each roll: the screen read as often as it reads, from the key until the roll is
      // over and a little after, and the share of the board that shows tiles measured in
      // each sample: wherever a roll has taken the tiles, 0.64 or more of it; an empty
      // board (the plane's layer shown before its first paint: every tile gone, the
      // board's cells and the cursor drawn) 0.01 to 0.02, in about one roll in three
      // (WebKitGTK 2.50, docs/testing.md).
      const ground = boardGround(readScreen(driver.screen), board, origin, 9);
      const keys = [KEY.ArrowLeft, KEY.ArrowUp, KEY.ArrowRight, KEY.ArrowDown];
      let samples = 0;
      const empty = [];
      for (let roll = 0; roll < 32; roll++) {
        let reading = true;
        const reader = (async () => {
          while (reading) {
            const share = tileShare(readScreen(driver.screen), board, origin, ground);
            samples++;
            if (share < 0.4) empty.push(`roll ${roll}: tiles on ${Math.round(share * 100)}% of the board`);
            await new Promise((next) => setImmediate(next));
          }
        })();
        try {
          await game.keys(keys[roll % 4]);
          await game.atRest();
          await new Promise((next) => setTimeout(next, 250));
        } finally {
          // However the roll ends, the reader stops before the test does (and the
          // driver's display with it).
          reading = false;
          await reader;
        }
      }
      assert.deepEqual(empty, [], `frames of an empty board among ${samples} samples of the screen`);
    });
  });

  it('2048: a slide by keys plays and is saved', () =>
    play(async (game) => {
      // One 2 at (1,1) of a 4×4 board, as classic.spec.ts sets it.
      const board = [[0, 0, 0, 0], [0, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];
      const save = { version: 1, board, ids: board.map((row) => row.map(() => 0)), next_id: 1, score: 0, moves: 0, seed: '7' };
      await game.prepare({ twenty48: JSON.stringify(save) });
      await game.goto('?mode=2048', 1);
      await game.session.waitFor('2048', `document.querySelector('main[data-mode="2048"]')`);
      await game.keys(KEY.ArrowLeft);
      await game.textIs('moves', '1');
      // The tile at the left wall, and a new one.
      const where = `(() => {
        const tiles = document.querySelectorAll('[data-testid="tile"]');
        const t = document.querySelector('[data-testid="tile"][data-id="0"]');
        return tiles.length === 2 && t.dataset.x === '0' && t.dataset.y === '1';
      })()`;
      await game.session.waitFor('the 2 at the left wall and a new tile', where);
      await game.reload(2);
      await game.textIs('moves', '1');
      await game.session.waitFor('the slide, resumed', where);
    }));

  it('ExponenTile: the hinted swap, clicked, plays', () =>
    play(async (game) => {
      await game.prepare();
      await game.goto('?mode=exponentile&seed=7', 64);
      await game.session.waitFor('ExponenTile', `document.querySelector('main[data-mode="exponentile"]')`);
      await game.keys('h');
      const [a, b] = await game.hinted();
      await game.clickTile(a.x, a.y);
      await game.clickTile(b.x, b.y);
      await game.textIs('moves', '1');
    }));

  it('a finished game is posted to the leaderboard', () =>
    play(async (game) => {
      await game.prepare({ game: FINISHED, player: { name: 'Bo' } });
      await game.goto();
      await game.present('game-over');
      assert.match(await game.text('post-box'), /As “Bo”/);
      await game.session.click('[data-testid="post-game"]');
      await game.session.waitFor('the post', `document.querySelector('[data-testid="post-state"][data-state="posted"]')`);
      assert.match(await game.text('post-state'), /on the board: 1st of 1/);
    }));

  it('offline after one visit: the game starts from its worker, and a move plays', (t) =>
    play(async (game) => {
      await game.prepare({ game: saveJson(BOARD) });
      await game.goto();
      if (!(await game.session.execute("return 'serviceWorker' in navigator"))) {
        t.skip(`${engine.title} has no service workers here`);
        return;
      }
      await game.session.waitFor('the service worker to control the page', 'navigator.serviceWorker.controller');
      await server.stop();
      try {
        // A new visit to the game: Firefox's WebDriver refresh went to the network here,
        // past the worker, as a forced reload does.
        await game.goto();
        await game.moveCursorTo(SWAP[0].x, SWAP[0].y);
        await game.keys(' ', KEY.ArrowDown);
        await game.textIs('moves', '1');
      } finally {
        await server.restart();
      }
    }));
});
