import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Cell, GamePage, type Rows } from './game-page';
import { type ServedPuzzle, huntedByAServer } from './own-server';

// The puzzle of the day in the two swapping modes (docs/RULES.md §21; puzzle.spec.ts has
// 2048's): solved by keyboard where no server answers (the page's own hunt, the same as the
// server's), and missed by the mouse and solved by touch with the server's.

type Swap = [Cell, Cell];

const MODES = [
  { name: 'ExponenTorus', mode: 'exponentorus', cylinder: true },
  { name: 'ExponenTile', mode: 'exponentile', cylinder: false },
] as const;

/** Today's puzzle of `mode` as the server answers it. */
async function served(request: APIRequestContext, mode: string): Promise<ServedPuzzle> {
  const answer = await request.get(`api/puzzles/daily/${mode}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ServedPuzzle;
}

/** A swap as the move log packs it (rules/src/exponentile/as_rules.rs): twice the first
 *  cell's index, plus one for its neighbour below, else the one to its right (across the
 *  seam from the last column). */
function unpack(packed: number, n: number): Swap {
  const cell = Math.floor(packed / 2);
  const a = { x: cell % n, y: Math.floor(cell / n) };
  return [a, packed % 2 === 1 ? { x: a.x, y: a.y + 1 } : { x: (a.x + 1) % n, y: a.y }];
}

/** Whether swapping `a` and `b` on `rows` puts either in a run of three (§8). */
function valid(rows: Rows, [a, b]: Swap, cylinder: boolean): boolean {
  const n = rows.length;
  const after = rows.map((row) => [...row]);
  [after[a.y][a.x], after[b.y][b.x]] = [rows[b.y][b.x], rows[a.y][a.x]];
  const at = (x: number, y: number): number | undefined => {
    if (y < 0 || y >= n) return undefined;
    if (cylinder) return after[y][(x + n) % n];
    return x < 0 || x >= n ? undefined : after[y][x];
  };
  const inRun = ({ x, y }: Cell): boolean => {
    const v = after[y][x];
    const count = (dx: number, dy: number): number => {
      let k = 0;
      while (k < n - 1 && at(x + dx * (k + 1), y + dy * (k + 1)) === v) k++;
      return k;
    };
    return 1 + count(1, 0) + count(-1, 0) >= 3 || 1 + count(0, 1) + count(0, -1) >= 3;
  };
  return inRun(a) || inRun(b);
}

/** A valid swap of `rows` that is not the puzzle's answer. */
function aMiss(rows: Rows, answer: number, cylinder: boolean): Swap {
  const n = rows.length;
  for (let packed = 0; packed < 2 * n * n; packed++) {
    if (packed === answer) continue;
    const swap = unpack(packed, n);
    if (swap[1].y >= n || (!cylinder && swap[1].x === 0)) continue;
    if (valid(rows, swap, cylinder)) return swap;
  }
  throw new Error('the puzzle has no other valid move');
}

/** The page at `path` with help seen and animations off. */
async function open(page: Page, mode: string): Promise<GamePage> {
  const game = new GamePage(page);
  await game.prepare();
  await page.goto(`/?mode=${mode}&puzzle=daily`);
  await game.shown();
  return game;
}

/** Moves the cursor to `to` by arrows the shortest way: round the cylinder's seam where
 *  the board has one, straight on a flat board. */
async function cursorTo(game: GamePage, to: Cell, cylinder: boolean): Promise<void> {
  if (cylinder) return game.moveCursorTo(to.x, to.y);
  const at = await game.cursor();
  for (let i = 0; i < Math.abs(to.x - at.x); i++) await game.keys(to.x > at.x ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(to.y - at.y); i++) await game.keys(to.y > at.y ? 'ArrowDown' : 'ArrowUp');
  expect(await game.cursor()).toEqual(to);
}

/** The pixels a drag or flick from a's centre takes to its neighbour b: a cell's width
 *  right (across the seam too) or down. */
async function towards(game: GamePage, [a, b]: Swap): Promise<[number, number]> {
  const side = (await game.tile(a.x, a.y).boundingBox())!.width;
  return b.y > a.y ? [0, side] : [side, 0];
}

for (const { name, mode, cylinder } of MODES) {
  test.describe(`${name}'s puzzle of the day`, () => {
    test.describe('offline', () => {
      // The API's requests fail, as without a network, which the browser logs.
      test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

      test('the page hunts the server own puzzle and the keyboard solves it', async ({ page }) => {
        const puzzle = await huntedByAServer(mode);
        await page.route('**/api/puzzles/**', (route) => route.abort('internetdisconnected'));
        const game = await open(page, mode);
        // The hunt searches the daily game's positions in slices: seconds, where a
        // screen's change is given 5 (docs/performance.md, "The puzzle of the day").
        await expect(game.byTestId('puzzle-id')).toHaveText(puzzle.id, { timeout: 25_000 });
        const before = await game.values();
        const [a, b] = unpack(puzzle.answer, before.length);
        await cursorTo(game, a, cylinder);
        await game.keys(' ', b.y > a.y ? 'ArrowDown' : 'ArrowRight');
        await expect(game.byTestId('puzzle-says')).toContainText('Right!');
        expect(await game.values()).not.toEqual(before);
        const stats = await page.evaluate(() => localStorage.getItem('exponentorus.stats'));
        expect(stats).toContain(`"id":"${puzzle.id}"`);
        expect(stats).toContain('"solved":true');
      });
    });

    test('a miss by the mouse is taken back and the better move said', async ({ page, request }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const puzzle = await served(request, mode);
      const game = await open(page, mode);
      await expect(game.byTestId('puzzle-id')).toHaveText(puzzle.id);
      const before = await game.values();
      const miss = aMiss(before, puzzle.answer, cylinder);
      const [dx, dy] = await towards(game, miss);
      await game.drag(miss[0], dx, dy);
      const says = game.byTestId('puzzle-says');
      await expect(says).toContainText('Not this one: the move is taken back. Better: ');
      await expect(says).toContainText('points on average against');
      expect(await game.values()).toEqual(before);
      const stats = await page.evaluate(() => localStorage.getItem('exponentorus.stats'));
      expect(stats).toContain('"solved":false');
    });

    test.describe('touch', () => {
      test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

      test('a flick solves it', async ({ page, request }) => {
        const puzzle = await served(request, mode);
        const game = await open(page, mode);
        await expect(game.byTestId('puzzle-id')).toHaveText(puzzle.id);
        const answer = unpack(puzzle.answer, (await game.values()).length);
        const [dx, dy] = await towards(game, answer);
        await game.flick(answer[0], dx, dy);
        await expect(game.byTestId('puzzle-says')).toContainText('Right!');
      });
    });
  });
}
