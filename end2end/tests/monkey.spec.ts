// A monkey at the keyboard, mouse and touch screen, for about a minute: random keys,
// clicks, drags, flicks and two-finger rolls at normal animation speed, reloads at random
// moments (mid-animation too), and two tabs playing at once. After every burst, at rest,
// the game must be whole: a full board of powers of two with no standing run, a score that
// never went down within a game, and a save that loads to the board shown. The fixture
// fails the test on any console or page error.
//
// The inputs come from a seeded generator, 777 unless MONKEY_SEED names another (or
// `random`, for a fresh one); a failure prints its seed, and MONKEY_SEED replays it. The
// run is not exactly repeatable even so: inputs land at different moments of the animations.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GAME_KEY, GamePage, type Rows } from './game-page';

const SECONDS = Number(process.env.MONKEY_SECONDS ?? 50);
const SEED =
  process.env.MONKEY_SEED === 'random'
    ? Date.now() % 1_000_000
    : Number(process.env.MONKEY_SEED ?? 777);

/** Mulberry32: a small seeded generator, so a failing run can be replayed. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = [
  'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'w', 'a', 's', 'd', 'W',
  ' ', ' ', 'Enter', 'Escape', 'c', 'Home', 'h', 'n', '?', 'x', 'Tab', 'F2', '1',
];

type Tally = { inputs: number; reloads: number; bursts: number };

/** One random input on `game`'s page. */
async function randomInput(game: GamePage, random: () => number, tally: Tally): Promise<void> {
  const page = game.page;
  const box = await game.board().boundingBox();
  if (!box) throw new Error('no board');
  const at = () => ({
    x: box.x + random() * box.width,
    y: box.y + random() * box.height,
  });
  const flick = () => (random() < 0.5 ? -1 : 1) * (12 + random() * box.width * 0.4);
  const kind = random();
  tally.inputs++;
  if (kind < 0.45) {
    await page.keyboard.press(KEYS[Math.floor(random() * KEYS.length)]);
  } else if (kind < 0.65) {
    const p = at();
    await page.mouse.click(p.x, p.y);
  } else if (kind < 0.75) {
    const p = at();
    const horizontal = random() < 0.5;
    const d = flick();
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    await page.mouse.move(p.x + (horizontal ? d / 2 : 0), p.y + (horizontal ? 0 : d / 2));
    await page.mouse.move(p.x + (horizontal ? d : 0), p.y + (horizontal ? 0 : d));
    await page.mouse.up();
  } else if (kind < 0.88) {
    const p = at();
    const horizontal = random() < 0.5;
    const d = flick();
    await game.touch('touchStart', [p]);
    await game.touch('touchMove', [{ x: p.x + (horizontal ? d : 0), y: p.y + (horizontal ? 0 : d) }]);
    await game.touch('touchEnd', []);
  } else if (kind < 0.93) {
    await game.twoFingerDrag(flick(), flick(), 3);
  } else {
    // Reload at a random moment: often right after a move started animating.
    await page.keyboard.press(KEYS[Math.floor(random() * 4)]);
    await page.keyboard.press(' ');
    await page.keyboard.press(KEYS[Math.floor(random() * 4)]);
    await page.waitForTimeout(random() * 400);
    await page.reload();
    await expect(game.tiles()).toHaveCount(81);
    tally.reloads++;
  }
  // Sometimes act mid-animation, sometimes let it play.
  if (random() < 0.5) await page.waitForTimeout(random() * 250);
}

/** A standing run of three: along a row (columns wrap) or down a column (rows do not). */
function standingRun(rows: Rows): string | null {
  const n = rows.length;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const v = rows[y][x];
      if (v === rows[y][(x + 1) % n] && v === rows[y][(x + 2) % n]) return `row ${y} at ${x}`;
      if (y + 2 < n && v === rows[y + 1][x] && v === rows[y + 2][x]) return `column ${x} at ${y}`;
    }
  }
  return null;
}

type Seen = { seed: string; moves: number; score: number };

/** Checks the game at rest on `game`'s page; returns what it saw for the next check. */
async function checkWhole(game: GamePage, before: Seen | null, label: string): Promise<Seen> {
  await game.atRest();
  const rows = await game.values();
  expect(rows.flat().length, `${label}: a full board`).toBe(81);
  for (const v of rows.flat()) {
    expect(v >= 2 && (v & (v - 1)) === 0, `${label}: ${v} is a power of two`).toBe(true);
  }
  expect(standingRun(rows), `${label}: no standing run`).toBeNull();
  const saved = (await game.storedGame()) as { board: Rows; score: number; moves: number; seed: string };
  expect(saved, `${label}: a save`).not.toBeNull();
  expect(saved.board, `${label}: the save is the board shown`).toEqual(rows);
  await expect(game.byTestId('moves')).toHaveText(String(saved.moves));
  await expect(game.byTestId('score')).toHaveText(saved.score.toLocaleString('en-US'));
  const seen = { seed: String(saved.seed), moves: saved.moves, score: saved.score };
  if (before && before.seed === seen.seed && seen.moves >= before.moves) {
    expect(seen.score, `${label}: the score never goes down within a game`).toBeGreaterThanOrEqual(
      before.score,
    );
  }
  return seen;
}

async function open(page: Page): Promise<GamePage> {
  const game = new GamePage(page);
  await game.prepare({ settings: { help_seen: true, speed: 'normal' } });
  await game.goto();
  return game;
}

test.describe('monkey', () => {
  test.use({ hasTouch: true });
  test.setTimeout((SECONDS + 90) * 1000);

  test('random input for a minute leaves a whole game, saved as shown', async ({ page, context }) => {
    console.log(`monkey seed ${SEED} (replay with MONKEY_SEED=${SEED})`);
    const random = generator(SEED);
    const tally: Tally = { inputs: 0, reloads: 0, bursts: 0 };
    const game = await open(page);
    let seen = await checkWhole(game, null, 'start');
    const end = Date.now() + SECONDS * 1000 * 0.6;
    while (Date.now() < end) {
      const burst = 5 + Math.floor(random() * 20);
      for (let i = 0; i < burst; i++) await randomInput(game, random, tally);
      tally.bursts++;
      seen = await checkWhole(game, seen, `burst ${tally.bursts} (seed ${SEED})`);
    }

    // Two tabs on one game at once: each adopts the other's newer save, so at rest both
    // show the saved board.
    const other = await open(await context.newPage());
    const twoEnd = Date.now() + SECONDS * 1000 * 0.4;
    while (Date.now() < twoEnd) {
      for (let i = 0; i < 6; i++) {
        await randomInput(random() < 0.5 ? game : other, random, tally);
      }
      tally.bursts++;
      await game.atRest();
      await other.atRest();
      const saved = () =>
        page.evaluate((key) => {
          const save = JSON.parse(localStorage.getItem(key) ?? 'null');
          return (save?.version === 2 ? save.game : save)?.board;
        }, GAME_KEY);
      await expect.poll(async () => JSON.stringify(await game.values())).toBe(JSON.stringify(await saved()));
      await expect.poll(async () => JSON.stringify(await other.values())).toBe(JSON.stringify(await saved()));
      await checkWhole(game, null, `two tabs, burst ${tally.bursts} (seed ${SEED})`);
    }
    console.log(
      `monkey: ${tally.inputs} inputs, ${tally.reloads} reloads, ${tally.bursts} bursts checked, 0 failures`,
    );
  });
});
