import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { cutOrOverflowing } from './fits';
import { BOARD, GamePage, type Rows, saveJson } from './game-page';
import { type ServedPuzzle, huntedByAServer } from './own-server';

// Puzzles (docs/RULES.md §21): the puzzle of the day from the game's server, or where none
// answers from the app's own hunt in the daily game; one move, right (its points) or wrong
// (taken back, the better one said with why); a link that names no puzzle says so and
// leaves the player's game alone. 2048's, whose moves a key names.

/** 2048's moves as the move log packs them (rules/src/twenty48/as_rules.rs, DIRECTIONS). */
const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
const PIXELS: [number, number][] = [
  [-120, 0],
  [120, 0],
  [0, -120],
  [0, 120],
];

/** Today's 2048 puzzle as the server answers it. */
async function served(request: APIRequestContext): Promise<ServedPuzzle> {
  const answer = await request.get('api/puzzles/daily/2048');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ServedPuzzle;
}

/** The 4×4 board's values, rows top first. */
async function values(game: GamePage): Promise<Rows> {
  await game.atRest();
  return game.tiles().evaluateAll((tiles) => {
    const rows: number[][] = Array.from({ length: 4 }, () => Array(4).fill(0));
    for (const t of tiles) {
      const el = t as HTMLElement;
      rows[Number(el.dataset.y)][Number(el.dataset.x)] = Number(el.dataset.value);
    }
    return rows;
  });
}

/** Whether 2048's slide `packed` moves a tile of `rows`. */
function slides(rows: Rows, packed: number): boolean {
  const n = rows.length;
  const line = (i: number): number[] => {
    const cells = Array.from({ length: n }, (_, j) => (packed < 2 ? rows[i][j] : rows[j][i]));
    return packed === 0 || packed === 2 ? cells : cells.reverse();
  };
  for (let i = 0; i < n; i++) {
    const cells = line(i);
    for (let j = 1; j < n; j++) {
      if (cells[j] !== 0 && (cells[j - 1] === 0 || cells[j - 1] === cells[j])) return true;
    }
  }
  return false;
}

/** The page at `path` with the player's 2048 game, help seen, animations off. */
async function open(page: Page, path = '/?mode=2048&puzzle=daily'): Promise<GamePage> {
  const game = new GamePage(page);
  await game.prepare();
  await page.goto(path);
  await game.shown();
  return game;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `screenshots/puzzle-${name}.png` });
}

test('the puzzle of the day is solved by its answer: the cascade plays and its points are told', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const puzzle = await served(request);
  const game = await open(page);
  await expect(game.byTestId('puzzle-id')).toHaveText(puzzle.id);
  await expect(game.byTestId('puzzle-says')).toContainText('find the best move');
  await shot(page, 'desktop-asked');
  const before = await values(game);
  await game.keys(KEYS[puzzle.answer]);
  await expect(game.byTestId('puzzle-says')).toContainText('Right!');
  await expect(game.status()).toContainText('Right!');
  expect(await values(game)).not.toEqual(before);
  await shot(page, 'desktop-right');
  const stats = await page.evaluate(() => localStorage.getItem('exponentorus.stats'));
  expect(stats).toContain(`"id":"${puzzle.id}"`);
  expect(stats).toContain('"solved":true');
  // One move: another key moves nothing.
  const after = await values(game);
  await game.keys(...KEYS);
  expect(await values(game)).toEqual(after);
  await game.keys('Escape');
  await expect(game.byTestId('puzzle')).toBeHidden();
  await expect(game.status()).toContainText('Back to your game');
});

test('a miss is taken back and the better move said with both expected points', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const puzzle = await served(request);
  const game = await open(page);
  await expect(game.byTestId('puzzle-id')).toHaveText(puzzle.id);
  const before = await values(game);
  const miss = [0, 1, 2, 3].find((packed) => packed !== puzzle.answer && slides(before, packed));
  expect(miss).toBeDefined();
  await game.keys(KEYS[miss!]);
  const says = game.byTestId('puzzle-says');
  await expect(says).toContainText('Not this one: the move is taken back. Better: slide');
  await expect(says).toContainText('points on average against');
  expect(await values(game)).toEqual(before);
  await shot(page, 'desktop-missed');
  const stats = await page.evaluate(() => localStorage.getItem('exponentorus.stats'));
  expect(stats).toContain('"solved":false');
});

test('the statistics panel offers the puzzle of the day beside the daily game', async ({ page, request }) => {
  const puzzle = await served(request);
  const game = await open(page, '/?mode=2048');
  await game.byTestId('stats-open').click();
  await expect(game.byTestId('stats-puzzles')).toContainText('Puzzles solved: 0; in a row: 0.');
  await game.byTestId('puzzle-open').click();
  await expect(game.byTestId('puzzle-id')).toHaveText(puzzle.id);
});

test('a puzzle opened by its id is headed so, and its Copy link copies its own link', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A puzzle the server keeps, as it answers one: today's position under a kept id.
  const daily = await served(request);
  const kept = { ...daily, id: '0123456789ab' };
  await page.route('**/api/puzzles/0123456789ab', (route) => route.fulfill({ json: kept }));
  const game = await open(page, '/?mode=2048&puzzle=0123456789ab');
  await expect(game.byTestId('puzzle-title')).toHaveText('Puzzle 0123456789ab');
  await game.byTestId('puzzle-share').click();
  await expect(game.byTestId('puzzle-share')).toHaveText('Copied');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?puzzle=0123456789ab$/);
  // The day's puzzle is headed as the puzzle of the day.
  await page.goto('/?mode=2048&puzzle=daily');
  await expect(game.byTestId('puzzle-title')).toHaveText(`Puzzle of the day ${daily.id}`);
});

// Hint, Undo and Redo too: a puzzle is one move found alone, which a miss takes back by
// itself; they showed and did nothing (issue 41).
const NOT_IN_A_PUZZLE = ['share', 'copy-link', 'saves-open', 'watch', 'hint', 'undo', 'redo'];

test('during a puzzle the page offers nothing that would share, save, hint at or take back a game', async ({ page, request }) => {
  const puzzle = await served(request);
  const game = await open(page);
  await expect(game.byTestId('puzzle-id')).toHaveText(puzzle.id);
  for (const id of NOT_IN_A_PUZZLE) {
    await expect(game.byTestId(id)).toHaveCount(0);
  }
  await expect(game.byTestId('settings')).toBeVisible();
  await game.keys('Escape');
  await expect(game.byTestId('puzzle')).toBeHidden();
  for (const id of NOT_IN_A_PUZZLE) {
    await expect(game.byTestId(id)).toBeVisible();
  }
});

test('the statistics count the puzzles solved in each mode', async ({ page, request }) => {
  const puzzle = await served(request);
  const game = await open(page);
  await expect(game.byTestId('puzzle-id')).toHaveText(puzzle.id);
  await game.keys(KEYS[puzzle.answer]);
  await expect(game.byTestId('puzzle-says')).toContainText('Right!');
  await game.keys('Escape');
  await game.byTestId('stats-open').click();
  const byMode = game.byTestId('stats-puzzles-by-mode');
  await expect(byMode.locator('dd[data-mode="2048"]')).toHaveText('1');
  await expect(byMode.locator('dd[data-mode="exponentorus"]')).toHaveText('0');
  await expect(byMode.locator('dd[data-mode="exponentile"]')).toHaveText('0');
});

for (const [width, height] of [
  [390, 844],
  [320, 568],
  [1280, 800],
]) {
  test(`a puzzle solved and missed at ${width}×${height}: the card and the board on screen, every word whole`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    const puzzle = await served(request);
    for (const [verdict, says] of [
      ['solved', 'Right!'],
      ['missed', 'Not this one'],
    ] as const) {
      const game = await open(page);
      await expect(game.byTestId('puzzle-id')).toHaveText(puzzle.id);
      const before = await values(game);
      const board = (await game.byTestId('board').boundingBox())!;
      const miss = [0, 1, 2, 3].find((packed) => packed !== puzzle.answer && slides(before, packed))!;
      await game.keys(KEYS[verdict === 'solved' ? puzzle.answer : miss]);
      await expect(game.byTestId('puzzle-says')).toContainText(says);
      // The board keeps its size: a long verdict scrolls in its card (at 320×568 a miss's
      // better move and why took the board down to 150 px).
      const after = (await game.byTestId('board').boundingBox())!;
      expect(after.width, `the board's side after the ${verdict} move`).toBeGreaterThanOrEqual(board.width - 1);
      for (const id of ['puzzle', 'puzzle-says', 'puzzle-share', 'puzzle-back', 'board']) {
        const box = (await game.byTestId(id).boundingBox())!;
        expect(box.y + box.height, id).toBeLessThanOrEqual(height + 1);
        expect(box.x + box.width, id).toBeLessThanOrEqual(width + 1);
      }
      expect(await cutOrOverflowing(page)).toEqual([]);
      await shot(page, `${verdict}-${width}x${height}`);
      // The first try alone counts: a fresh record for the next.
      await page.evaluate(() => localStorage.removeItem('exponentorus.stats'));
    }
  });
}

test.describe('a bad link', () => {
  // The server's 404 for a puzzle it does not keep, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a link that names no puzzle says so and shows the player game untouched', async ({ page }) => {
    const game = new GamePage(page);
    await game.prepare({ game: saveJson(BOARD) });
    for (const [path, says] of [
      ['/?puzzle=zzz', '“zzz” is not a puzzle'],
      ['/?puzzle=0123456789ab', 'no puzzle has the id 0123456789ab'],
      ['/?puzzle=2048-2999-01-01', 'is not out yet'],
    ]) {
      await game.goto(path);
      await expect(game.notice()).toContainText('This puzzle link does not work');
      await expect(game.notice()).toContainText(says);
      await expect(game.byTestId('puzzle')).toBeHidden();
      expect(await game.values()).toEqual(BOARD);
    }
  });
});

for (const [host, answer, logged] of [
  // A static host: the API answers with the page itself, as any unknown path.
  ['a static host', (route: Route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>' }), []],
  // Offline: the request fails, which the browser logs.
  ['offline', (route: Route) => route.abort('internetdisconnected'), [/ERR_INTERNET_DISCONNECTED/]],
] as const) {
  test.describe(host, () => {
    test.use({ allowedConsoleErrors: [...logged] });

    test(`with no server (${host}), the puzzle of the day is the app own hunt, the same as the server`, async ({ page }) => {
      const puzzle = await huntedByAServer('2048');
      await page.route('**/api/puzzles/**', answer);
      const game = await open(page);
      // The page's hunt searches the daily game's positions, in slices: seconds, where a
      // screen's change is given 5.
      await expect(game.byTestId('puzzle-id')).toHaveText(puzzle.id, { timeout: 15_000 });
      await game.keys(KEYS[puzzle.answer]);
      await expect(game.byTestId('puzzle-says')).toContainText('Right!');
    });
  });
}

test.describe('touch', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a swipe answers, and Back goes back to the player game', async ({ page, request }) => {
    const puzzle = await served(request);
    const game = await open(page);
    await expect(game.byTestId('puzzle-id')).toHaveText(puzzle.id);
    await expect(game.byTestId('puzzle-says')).toContainText('Back goes back to your game');
    await shot(page, 'phone-asked');
    const [dx, dy] = PIXELS[puzzle.answer];
    const tile = await game.tiles().first().getAttribute('data-x').then(async (x) => ({
      x: Number(x),
      y: Number(await game.tiles().first().getAttribute('data-y')),
    }));
    await game.flick(tile, dx, dy);
    await expect(game.byTestId('puzzle-says')).toContainText('Right!');
    await shot(page, 'phone-right');
    await game.byTestId('puzzle-back').tap();
    await expect(game.byTestId('puzzle')).toBeHidden();
  });
});
