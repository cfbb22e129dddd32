// The app shell: index.html's title, HUD frames and empty board paint while the
// wasm is still on its way, and the app takes their place without moving anything. The
// wasm is held back with page.route, so what shows meanwhile is the shell alone.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, GamePage, patternBoard } from './game-page';

// Requests the service worker answers never reach page.route.
test.use({ serviceWorkers: 'block' });

type Box = { x: number; y: number; width: number; height: number };

/** What must not move, by the selector that finds it in the shell and in the app alike. */
const FRAMES: Record<string, string> = {
  title: '.app .title',
  buttons: '.app .actions',
  stats: '.app .stats',
  score: '.app .stat:nth-child(1)',
  highest: '.app .stat:nth-child(4)',
  board: '.app .board',
  status: '.app .status',
  footer: '.app .bottom',
};

/** The boxes of `frames` (by name, their selectors), each of one element: in the shell,
    one not marked for another mode. */
function boxesOf(frames: Record<string, string>): Record<string, Box> {
  const out: Record<string, Box> = {};
  const otherMode = (e: Element) => {
    const marked = e.closest('[data-for]');
    return marked !== null && getComputedStyle(marked).display === 'none';
  };
  for (const [name, selector] of Object.entries(frames)) {
    const all = [...document.querySelectorAll(selector)].filter((e) => !otherMode(e));
    if (all.length !== 1) throw new Error(`${selector}: ${all.length} elements of the mode`);
    const r = all[0].getBoundingClientRect();
    out[name] = { x: r.x, y: r.y, width: r.width, height: r.height };
  }
  return out;
}

async function boxes(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(boxesOf, FRAMES);
}

/** Holds back the wasm until the returned function is called. */
async function holdWasm(page: Page): Promise<{ held: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const held = new Promise<void>((resolve) => (requested = resolve));
  await page.route('**/*_bg.wasm', async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { held, release };
}

/** Records layout shifts from the page's start, as CLS counts them. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => (s.node as Element | undefined)?.className?.toString() ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);

for (const [width, height] of [
  [390, 844],
  [360, 640],
  [844, 390],
  [1280, 800],
]) {
  test(`${width}×${height}: the shell paints before the wasm runs, and the app takes its place without moving it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const game = new GamePage(page);
    // A seed as long as a new game's (1 to 10⁹): the footer's wrapping depends on it.
    await game.saveBoard(BOARD, { seed: 123456789, settings: { help_seen: true, speed: 'normal' } });
    await watchLayoutShifts(page);
    const wasm = await holdWasm(page);

    await page.goto('/', { waitUntil: 'commit' });
    await wasm.held;
    // The shell alone: its title, numbers' frames and empty board, on screen and painted.
    const shell = page.locator('#shell');
    await expect(shell).toBeVisible();
    await expect(shell.locator('.title')).toHaveText('ExponenTorus', { useInnerText: true });
    await expect(shell.locator('.board')).toBeVisible();
    await expect(shell.locator('.stat dt')).toHaveText(['Score', 'Best', 'Moves', 'Highest']);
    await expect(shell.locator('.status')).toHaveText('Loading…', { useInnerText: true });
    await expect(game.tiles()).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), {
        message: 'the shell has painted, with the wasm still held back',
      })
      .toBe(1);
    // Inert and hidden from assistive technology: nothing to press or read before the game.
    await expect(page.getByRole('button', { name: 'Hint' })).toHaveCount(0);
    await expect(page.getByRole('heading')).toHaveCount(0);
    const board = await shell.locator('.board').boundingBox();
    expect(board!.width, 'the empty board has the board’s size').toBeGreaterThan(200);
    const before = await boxes(page);

    wasm.release();
    await expect(game.tiles()).toHaveCount(81);
    await expect(shell, 'the app took the shell’s place').toHaveCount(0);
    await expect(page.locator('.app')).toHaveCount(1);
    const after = await boxes(page);
    for (const name of Object.keys(FRAMES)) {
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(after[name][side], `${name}: ${side} in the app as in the shell`).toBeCloseTo(before[name][side], 0);
      }
    }
    // And so the browser saw no layout shift at all.
    await page.waitForTimeout(200);
    expect(await layoutShifts(page)).toEqual([]);
  });
}

/** Each mode's link, what the shell titles it, and the tiles of its tutorial's first step. */
const MODES = [
  { mode: 'ExponenTorus', path: '/', steps: 5, tutorialTiles: 25 },
  { mode: 'ExponenTile', path: '/?mode=exponentile&seed=7', steps: 3, tutorialTiles: 25 },
  { mode: '2048', path: '/?mode=2048&seed=7', steps: 3, tutorialTiles: 3 },
] as const;

for (const { mode, path, steps, tutorialTiles } of MODES) for (const [width, height] of [
  [390, 844],
  [844, 390],
  [1280, 800],
]) {
  test(`${width}×${height}: on a first visit to ${mode}'s link the shell shows its tutorial's first step before the wasm runs, in the app's words and place`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const game = new GamePage(page);
    await game.prepare({ settings: null });
    await watchLayoutShifts(page);
    const wasm = await holdWasm(page);
    await page.goto(path, { waitUntil: 'commit' });
    await wasm.held;
    await expect(page.locator('#shell .title')).toHaveText(mode, { useInnerText: true });
    const shellHelp = page.locator('#shell .help');
    await expect(shellHelp, 'the first step shows while the game loads').toBeVisible();
    await expect(shellHelp.locator('h2')).toHaveText(`Tutorial · step 1 of ${steps}`, { useInnerText: true });
    const words = (await shellHelp.innerText()).replace(/\s+/g, ' ').trim();
    const welcome = (await page.locator('#shell .status').innerText()).trim();
    const place = async (selector: string) => page.locator(selector).boundingBox();
    const before = { title: await place('#shell .title'), board: await place('#shell .board'), help: await place('#shell .help') };
    wasm.release();
    await expect(game.tiles()).toHaveCount(tutorialTiles);
    const help = page.getByTestId('tutorial');
    await expect(help).toBeVisible();
    expect((await help.innerText()).replace(/\s+/g, ' ').trim(), 'the shell’s step is the app’s').toBe(words);
    await expect(page.getByTestId('status'), 'the shell’s welcome is the app’s').toHaveText(welcome);
    const after = { title: await place('.app .title'), board: await place('.app .board'), help: await place('.app .help') };
    // (Upright, the status line is read out but not shown while the card is open.)
    for (const name of ['title', 'board', 'help'] as const) {
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(after[name]![side], `${name}: ${side} in the app as in the shell`).toBeCloseTo(before[name]![side], 0);
      }
    }
    await page.waitForTimeout(200);
    expect(await layoutShifts(page)).toEqual([]);
  });
}

/** A server in front of the game's, at the returned address, that sends the page in two
 *  parts, `pause` ms apart, cut between the two rows of the shell's footer, as a slow
 *  network or a slow phone's parser may split it. Every other file passes as it is. */
async function pageInTwoParts(origin: string, pause: number): Promise<{ address: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', origin));
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
    if (!type.startsWith('text/html')) {
      response.end(body);
      return;
    }
    const html = body.toString();
    // The build minifies the page: its attributes may have lost their quotes.
    const rows = [...html.matchAll(/<div class="?footer-row"?>/g)];
    if (rows.length !== 2) {
      response.end(`a page without the footer's two rows: ${rows.length}`);
      return;
    }
    const cut = rows[1].index;
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), pause);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
]) {
  test(`${width}×${height}: a first visit whose page comes in two parts paints the shell whole, so nothing moves`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    const split = await pageInTwoParts(baseURL!, 1000);
    try {
      const game = new GamePage(page);
      await game.prepare({ settings: null });
      await watchLayoutShifts(page);
      await page.goto(`${split.address}/?mode=2048&seed=7`);
      await expect(game.tiles()).toHaveCount(3);
      await expect(page.locator('#shell')).toHaveCount(0);
      await page.waitForTimeout(200);
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await split.close();
    }
  });
}

// Issue 44: a reload in the middle of the tutorial showed step 1's card until the app
// jumped to the player's step.
for (const [width, height] of [
  [390, 844],
  [1280, 800],
]) {
  test(`${width}×${height}: a tutorial reloaded at step 3: the shell's card says step 3, without step 1's words, and the app's takes its place`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const game = new GamePage(page);
    await game.prepare({ settings: { help_seen: true, speed: 'normal' } });
    await page.addInitScript(() =>
      localStorage.setItem('exponentorus.tutorial', '{"mode":"exponentorus","step":3}'),
    );
    await watchLayoutShifts(page);
    const wasm = await holdWasm(page);
    await page.goto('/', { waitUntil: 'commit' });
    await wasm.held;
    const shellHelp = page.locator('#shell .help');
    await expect(shellHelp, 'the tutorial’s card shows while the game loads').toBeVisible();
    await expect(shellHelp.locator('h2')).toHaveText('Tutorial · step 3 of 5', { useInnerText: true });
    await expect(shellHelp.locator('.coach-says:visible, .coach-how:visible'), 'no step 1 words').toHaveCount(0);
    await expect(page.locator('#shell .status .welcome-note:visible')).toHaveCount(0);
    await page.screenshot({ path: `screenshots/shell-tutorial-step3-${width}x${height}.png` });
    const place = async (selector: string) => page.locator(selector).boundingBox();
    const before = { title: await place('#shell .title'), board: await place('#shell .board'), help: await place('#shell .help') };
    wasm.release();
    await expect(page.getByTestId('tutorial-step')).toContainText('step 3 of 5');
    await expect(page.locator('#shell')).toHaveCount(0);
    const after = { title: await place('.app .title'), board: await place('.app .board'), help: await place('.app .help') };
    for (const name of ['title', 'board'] as const) {
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(after[name]![side], `${name}: ${side} in the app as in the shell`).toBeCloseTo(before[name]![side], 0);
      }
    }
    for (const side of ['x', 'y', 'width'] as const) {
      expect(after.help![side], `the card: ${side} in the app as in the shell`).toBeCloseTo(before.help![side], 0);
    }
    await page.waitForTimeout(200);
    expect(await layoutShifts(page)).toEqual([]);
  });
}

test('a returning player’s shell has no tutorial', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { settings: { help_seen: true } });
  const wasm = await holdWasm(page);
  await page.goto('/', { waitUntil: 'commit' });
  await wasm.held;
  await expect(page.locator('#shell .board')).toBeVisible();
  await expect(page.locator('#shell .help')).toBeHidden();
  await expect(page.locator('#shell .bottom')).toBeVisible();
  wasm.release();
  await expect(game.tiles()).toHaveCount(81);
  await expect(page.getByTestId('help-panel')).toHaveCount(0);
  await expect(page.getByTestId('tutorial')).toHaveCount(0);
});

for (const { mode, path } of MODES.slice(1)) for (const [width, height] of [
  [390, 844],
  [844, 390],
  [1280, 800],
]) {
  test(`${width}×${height}: a returning player's ${mode} link: the shell paints ${mode}'s title and board, and the app takes its place without moving it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const game = new GamePage(page);
    await game.prepare({ settings: { help_seen: true } });
    await watchLayoutShifts(page);
    const wasm = await holdWasm(page);
    await page.goto(path, { waitUntil: 'commit' });
    await wasm.held;
    await expect(page.locator('#shell .title')).toHaveText(mode, { useInnerText: true });
    await expect(page.locator('#shell .help')).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
      .toBe(1);
    const frames = { ...FRAMES, back: '.app .mode-back' };
    const before = await page.evaluate(boxesOf, frames);
    wasm.release();
    await expect(game.board()).toBeVisible();
    await expect(page.locator('#shell')).toHaveCount(0);
    await expect(page.getByTestId('tutorial')).toHaveCount(0);
    const after = await page.evaluate(boxesOf, frames);
    for (const name of Object.keys(frames)) {
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(after[name][side], `${name}: ${side} in the app as in the shell`).toBeCloseTo(before[name][side], 0);
      }
    }
    await page.waitForTimeout(200);
    expect(await layoutShifts(page)).toEqual([]);
  });
}

// Issue 44: a player whose saved game is 5×5 saw the shell paint a 9×9-sized board, then
// the app's own; the shell reads the saved game's side as the app does. A seed link deals
// its own game, unless the saved one has begun: that one resumes, and the link's game is
// offered in a notice, which the shell does not paint: its opening moves what is below it
// in the column (the footer upright; the numbers and the footer side by side), never the
// title, the buttons or the board.
const FIVE = patternBoard(5);
const SAVED_SIDES = [
  { name: 'a 5×5 ExponenTorus game', shot: '5x5', side: 5, tiles: 25, mode: null, key: 'exponentorus.game', rows: FIVE, moves: 0, path: '/', offered: false },
  {
    name: 'a 6×6 2048 game, the mode played last',
    shot: '6x6',
    side: 6,
    tiles: 3,
    mode: '2048',
    key: 'exponentorus.2048.game',
    rows: [
      [2, 0, 0, 0, 0, 0],
      [0, 0, 0, 4, 0, 0],
      [0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 8],
      [0, 0, 0, 0, 0, 0],
    ],
    moves: 0,
    path: '/',
    offered: false,
  },
  {
    name: "a seed link while a 5×5 game is under way: the saved game's side",
    shot: 'seed-link-5x5-begun',
    side: 5,
    tiles: 25,
    mode: null,
    key: 'exponentorus.game',
    rows: FIVE,
    moves: 3,
    path: '/?seed=7',
    offered: true,
  },
  {
    name: "a seed link beside a 5×5 game not begun: the link's game's side",
    shot: 'seed-link-5x5-not-begun',
    side: 9,
    tiles: 81,
    mode: null,
    key: 'exponentorus.game',
    rows: FIVE,
    moves: 0,
    path: '/?seed=7',
    offered: false,
  },
] as const;

for (const { name, shot, side, tiles, mode, key, rows, moves, path, offered } of SAVED_SIDES) for (const [width, height] of [
  [390, 844],
  [1280, 800],
]) {
  test(`${width}×${height}: ${name}: the shell paints the board's size, and the app takes its place without moving it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const game = new GamePage(page);
    let next = 0;
    const ids = rows.map((row) => row.map((v) => (v === 0 ? 0 : next++)));
    const save = JSON.stringify({ version: 1, board: rows, ids, next_id: next, score: 0, moves, seed: '11' });
    await game.prepare({ settings: { help_seen: true, speed: 'normal' } });
    await page.addInitScript(
      ({ key, save, mode }) => {
        localStorage.setItem(key, save);
        if (mode !== null) localStorage.setItem('exponentorus.mode', mode);
      },
      { key, save, mode },
    );
    await watchLayoutShifts(page);
    const wasm = await holdWasm(page);
    await page.goto(path, { waitUntil: 'commit' });
    await wasm.held;
    await expect(page.locator('#shell .board')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
      .toBe(1);
    await page.screenshot({ path: `screenshots/shell-saved-${shot}-${width}x${height}.png` });
    const frames = mode === null ? FRAMES : { ...FRAMES, back: '.app .mode-back' };
    const before = await page.evaluate(boxesOf, frames);
    wasm.release();
    await expect(game.tiles()).toHaveCount(tiles);
    await expect(page.locator('#shell')).toHaveCount(0);
    await expect(page.locator('.app')).toHaveAttribute('style', new RegExp(`--n: ?${side}\\b`));
    const after = await page.evaluate(boxesOf, frames);
    if (offered) await expect(page.locator('.app > .notice')).toContainText('Play game 7 instead');
    const kept = offered ? ['title', 'buttons', 'board'] : Object.keys(frames);
    for (const frame of kept) {
      for (const edge of ['x', 'y', 'width', 'height'] as const) {
        expect(after[frame][edge], `${frame}: ${edge} in the app as in the shell`).toBeCloseTo(before[frame][edge], 0);
      }
    }
    await page.waitForTimeout(200);
    const shifts = await layoutShifts(page);
    if (offered) {
      const moved = shifts.flatMap((shift) => shift.sources);
      expect(moved.filter((source) => /\b(board|title|actions)\b/.test(source)), 'the board, title or buttons moved').toEqual([]);
    } else {
      expect(shifts).toEqual([]);
    }
  });
}

/** Watches every frame from the page's start: what each one shows of the shell and the app. */
async function watchFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Frame = { shell: boolean; app: boolean; tiles: number; footer: boolean; parts: number };
    const w = window as unknown as { __frames: Frame[] };
    w.__frames = [];
    const look = () => {
      const app = document.querySelector('main.app');
      const shown = app !== null && getComputedStyle(app).display !== 'none';
      w.__frames.push({
        shell: document.getElementById('shell') !== null,
        app: shown,
        tiles: shown ? app!.querySelectorAll('[data-testid=tile]').length : 0,
        footer: shown && app!.querySelector(':scope > .bottom') !== null,
        parts: shown ? app!.querySelectorAll(':scope > :is(.top, .stats, .stage, .status)').length : 0,
      });
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

for (const [name, path, tiles, firstVisit] of [
  ['a first visit', '/', 25, true],
  ['a returning player', '/', 81, false],
  ['a 2048 game', '/?mode=2048&seed=7', 2, false],
] as const) {
  test(`${name}: the page is built behind the shell and shows whole, in one frame`, async ({ page }) => {
    const game = new GamePage(page);
    if (firstVisit) await game.prepare({ settings: null });
    else await game.saveBoard(BOARD, { settings: { help_seen: true } });
    await watchFrames(page);
    await page.goto(path);
    await expect(page.locator('#shell')).toHaveCount(0);
    await expect(page.locator('main.app')).toBeVisible();
    await page.waitForTimeout(100);
    type Frame = { shell: boolean; app: boolean; tiles: number; footer: boolean; parts: number };
    const frames = await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
    // A frame can come before the parser reaches the shell (a busy machine once drew one):
    // a blank page, as every page is before its body. The swap is judged from the shell's
    // first frame on; no frame before it may show the app.
    const first = frames.findIndex((f) => f.shell);
    expect(first, 'the shell had a frame').toBeGreaterThanOrEqual(0);
    expect(frames.slice(0, first).filter((f) => f.app), 'no app before the shell').toEqual([]);
    const bad = frames
      .slice(first)
      .filter((f) => f.shell === f.app || (f.app && (f.tiles !== tiles || !f.footer || f.parts !== 4)));
    expect(bad, 'no frame shows both the shell and the app, or neither, or a part-built app').toEqual([]);
    expect(frames.some((f) => f.app), 'and then the app').toBe(true);
    if (firstVisit) await expect(page.getByTestId('tutorial')).toBeVisible();
  });
}

test.describe('when the game cannot load', () => {
  test.use({ allowedConsoleErrors: [/404|Failed to load resource/] });
  test('the shell says so and how to try again, rather than loading for ever', async ({ page }) => {
    await page.route('**/*_bg.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/');
    await expect(page.locator('#shell .status')).toHaveText(
      /^The game could not load \(.*_bg\.wasm: 404.*\)\. Reload the page to try again\.$/,
    );
    await expect(page.locator('#shell .title')).toHaveText('ExponenTorus', { useInnerText: true });
    await expect(page.locator('main.app:not(#shell)')).toHaveCount(0);
  });
});
