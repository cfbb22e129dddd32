import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BEST_KEY, bestKey, GAME_KEY, GamePage, patternBoard, SIZES, saveJson } from './game-page';

// Board sizes: the main game on 5×5, 7×7, 9×9 and 11×11, picked in the
// new-game dialog or named by a link (`?seed=42&size=7`); every size plays by keyboard and
// mouse and saves; each size keeps its own best score.

/** The known move of `patternBoard`: (4,2)↔(4,3), three 2s in row 3. */
const A = { x: 4, y: 2 };
const B = { x: 4, y: 3 };

/** The board shown is an n×n one, with the cursor in its centre. */
async function expectSide(game: GamePage, n: number): Promise<void> {
  await expect(game.tiles()).toHaveCount(n * n);
  await expect(game.board()).toHaveCSS('--n', String(n));
  const centre = (n - 1) / 2;
  expect(await game.cursor()).toEqual({ x: centre, y: centre });
}

/** The size menu of the new-game dialog, ExponenTorus picked, offers the four sides. */
async function pickSize(game: GamePage, n: number): Promise<void> {
  await game.byTestId('new-game').click();
  await expect(game.byTestId('mode-pick-exponentorus')).toBeChecked();
  const menu = game.byTestId('size-pick');
  await expect(menu.locator('option')).toHaveText(['5 × 5', '7 × 7', '9 × 9', '11 × 11']);
  await menu.selectOption(String(n));
  await game.byTestId('confirm-yes').click();
  await expect(game.byTestId('confirm-new-game')).toBeHidden();
}

/** Plays the hinted move with two clicks: the game's first move. */
async function playTheHint(game: GamePage): Promise<void> {
  await game.keys('h');
  await expect(game.hintedTiles()).toHaveCount(2);
  const [a, b] = await game.hintedTiles().evaluateAll((tiles) =>
    tiles.map((t) => ({ x: Number((t as HTMLElement).dataset.x), y: Number((t as HTMLElement).dataset.y) })),
  );
  await game.clickSwap(a, b);
  await expect(game.byTestId('moves')).toHaveText('1');
}

/** What Share sends from `page`: the share sheet caught (no sheet is shown). */
async function shareText(page: Page): Promise<string> {
  await page.evaluate(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: { text: string }) => {
        (window as unknown as { sharedText: string }).sharedText = data.text;
      },
    });
  });
  await page.getByTestId('share').click();
  const handle = await page.waitForFunction(() => (window as unknown as { sharedText?: string }).sharedText);
  return (await handle.jsonValue()) as string;
}

/** The saved game's side and seed. */
async function saved(page: Page): Promise<{ side: number; seed: string; moves: number }> {
  const save = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), GAME_KEY))!);
  const game = save.version === 2 ? save.game : save;
  return { side: game.board.length, seed: game.seed, moves: game.moves };
}

for (const n of SIZES) {
  test.describe(`${n}×${n}`, () => {
    test(`${n}×${n}: the new-game dialog starts one, the cursor centred, the view rolling round`, async ({ page }) => {
      const game = new GamePage(page);
      await game.prepare({ bests: { 5: 500, 7: 700, 9: 900, 11: 1100 } });
      await game.goto();
      await expect(game.byTestId('best')).toHaveText('900');
      await pickSize(game, n);
      await expectSide(game, n);
      await expect(game.board()).toBeFocused();
      await expect(game.byTestId('best')).toHaveText((n * 100).toLocaleString('en-US'));
      await expect(game.byTestId('moves')).toHaveText('0');
      expect((await saved(page)).side).toBe(n);
      // The seed link names the side (9 goes unsaid).
      const seed = await game.number('seed');
      await expect(game.byTestId('seed')).toHaveAttribute('href', n === 9 ? `/?seed=${seed}` : `/?seed=${seed}&size=${n}`);
      // n steps right roll the whole board round: the cursor is back where it was.
      const start = await game.cursor();
      await game.keys('ArrowRight');
      expect((await game.cursor()).x).toBe((start.x + 1) % n);
      for (let i = 1; i < n; i++) await game.keys('ArrowRight');
      expect(await game.cursor()).toEqual(start);
      // The dialog opens on the side in play; N with no move made starts another of it.
      await game.byTestId('new-game').click();
      await expect(game.byTestId('size-pick')).toHaveValue(String(n));
      await game.byTestId('confirm-no').click();
      await game.keys('n');
      await expect(game.byTestId('seed')).not.toHaveText(String(seed));
      await expectSide(game, n);
    });

    test(`${n}×${n}: a move by keyboard, saved, and the reload shows the same board`, async ({ page }) => {
      const game = new GamePage(page);
      await game.saveBoard(patternBoard(n), { seed: 31 });
      await game.goto('/', n);
      await expectSide(game, n);
      const before = await game.values();
      await game.moveCursorTo(A.x, A.y);
      await game.keys('Space', 'ArrowDown');
      await expect(game.byTestId('moves')).toHaveText('1');
      const after = await game.values();
      expect(after).not.toEqual(before);
      expect(await game.number('score')).toBeGreaterThan(0);
      expect(await saved(page)).toEqual({ side: n, seed: '31', moves: 1 });
      await page.reload();
      await expect(game.tiles()).toHaveCount(n * n);
      expect(await game.values()).toEqual(after);
      await expect(game.byTestId('moves')).toHaveText('1');
      // Undo and redo on this side.
      await game.keys('u');
      await expect(game.byTestId('moves')).toHaveText('0');
      expect(await game.values()).toEqual(before);
      await game.keys('Shift+U');
      expect(await game.values()).toEqual(after);
    });

    test(`${n}×${n}: a move by mouse (a drag), saved, and the reload shows the same board`, async ({ page }) => {
      const game = new GamePage(page);
      await game.saveBoard(patternBoard(n), { seed: 32 });
      await game.goto('/', n);
      const before = await game.values();
      const box = (await game.board().boundingBox())!;
      // A drag of a cell's length, whatever the side makes a cell.
      await game.drag(A, 0, box.width / n);
      await expect(game.byTestId('moves')).toHaveText('1');
      const after = await game.values();
      expect(after).not.toEqual(before);
      expect(await saved(page)).toEqual({ side: n, seed: '32', moves: 1 });
      await page.reload();
      await expect(game.tiles()).toHaveCount(n * n);
      expect(await game.values()).toEqual(after);
      await expect(game.byTestId('moves')).toHaveText('1');
    });

    test(`${n}×${n}: a move by mouse clicks, one tile then its neighbour`, async ({ page }) => {
      const game = new GamePage(page);
      await game.saveBoard(patternBoard(n), { seed: 33 });
      await game.goto('/', n);
      await game.clickSwap(B, A);
      await expect(game.byTestId('moves')).toHaveText('1');
      expect(await saved(page)).toEqual({ side: n, seed: '33', moves: 1 });
    });
  });
}

test('a seed link with a size opens that game on that board, the same in every browser', async ({ page, browser, baseURL }) => {
  const game = new GamePage(page);
  await game.prepare();
  await game.goto('/?seed=42&size=7', 7);
  await expectSide(game, 7);
  await expect(game.byTestId('seed')).toHaveText('42');
  await expect(game.notice()).toHaveCount(0);
  expect(await saved(page)).toEqual({ side: 7, seed: '42', moves: 0 });
  const board = await game.values();
  // Another browser gets the same deal; the plain seed link is the 9×9 game of that seed.
  const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
  const other = new GamePage(await context.newPage());
  await other.prepare();
  await other.goto('/?seed=42&size=7', 7);
  expect(await other.values()).toEqual(board);
  await other.page.goto('/?seed=42');
  await expect(other.tiles()).toHaveCount(81);
  await expect(other.byTestId('seed')).toHaveText('42');
  await context.close();
  // A reload resumes it.
  await page.reload();
  await expect(game.tiles()).toHaveCount(49);
  expect(await game.values()).toEqual(board);
});

test('a seed link of another size, with a game under way, offers that game', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(patternBoard(9), { seed: 42, moves: 3 });
  await game.goto('/?seed=42&size=11');
  await expect(game.notice()).toContainText('The link is for game 42 (11×11)');
  await game.byTestId('play-url-seed').click();
  await expectSide(game, 11);
  await expect(game.byTestId('seed')).toHaveText('42');
  await expect(page).toHaveURL(/\?seed=42&size=11$/);
});

for (const bad of ['8', 'abc', '99']) {
  test(`a bad size in a link (size=${bad}) says so and plays 9×9`, async ({ page }) => {
    const game = new GamePage(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await game.prepare();
    await game.goto(`/?seed=42&size=${bad}`);
    await expectSide(game, 9);
    await expect(game.notice()).toContainText(
      `“${bad}” is not a board size (the boards are 5, 7, 9 or 11 tiles a side), so the game is 9×9.`,
    );
    await expect(game.byTestId('seed')).toHaveText('42');
    expect(await saved(page)).toEqual({ side: 9, seed: '42', moves: 0 });
    expect(errors).toEqual([]);
  });
}

test('each size keeps its own best; 9×9 keeps the key it always had', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(patternBoard(7), { best: 5000, bests: { 11: 40 } });
  await game.goto('/', 7);
  await expect(game.byTestId('best')).toHaveText('0');
  await game.clickSwap(A, B);
  await expect(game.byTestId('moves')).toHaveText('1');
  const score = await game.number('score');
  expect(score).toBeGreaterThan(0);
  await expect(game.byTestId('best')).toHaveText(String(score));
  const stored = () =>
    page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), [bestKey(5), bestKey(7), BEST_KEY, bestKey(11)]);
  expect(await stored()).toEqual([null, String(score), '5000', '40']);
  // A 9×9 game shows 9×9's best, an 11×11 one 11×11's.
  await pickSize(game, 9);
  await expect(game.byTestId('best')).toHaveText('5,000');
  await pickSize(game, 11);
  await expect(game.byTestId('best')).toHaveText('40');
  // Another tab's best of this side shows here; of another side, not.
  await page.evaluate((key) => {
    localStorage.setItem(key, '77');
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: '77' }));
  }, bestKey(11));
  await expect(game.byTestId('best')).toHaveText('77');
  await page.evaluate((key) => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: '99999' }));
  }, bestKey(7));
  await expect(game.byTestId('best')).toHaveText('77');
  expect(await stored()).toEqual([null, String(score), '5000', '77']);
});

test("another tab's game of another size is taken with its board", async ({ page, context }) => {
  const game = new GamePage(page);
  await game.saveBoard(patternBoard(9));
  await game.goto();
  const other = new GamePage(await context.newPage());
  await other.page.goto('/');
  await expect(other.tiles()).toHaveCount(81);
  await pickSize(other, 5);
  await expectSide(other, 5);
  await expectSide(game, 5);
  await expect(game.byTestId('seed')).toHaveText((await other.byTestId('seed').textContent())!);
  expect(await game.values()).toEqual(await other.values());
});

test('the replay of a 7×7 game opens on 7×7, and Play this game starts that seed on 7×7', async ({ page }) => {
  const game = new GamePage(page);
  await game.prepare();
  // A game from its seed's deal (a game resumed from a version-1 save has no replay link).
  await game.goto('/?seed=64&size=7', 7);
  await playTheHint(game);
  const after = await game.values();
  const [line, link] = (await shareText(page)).split('\n');
  expect(line).toMatch(/^ExponenTorus 7×7 · seed 64 · /);
  await page.goto(link);
  await expect(game.byTestId('replay')).toBeVisible();
  await expect(game.tiles()).toHaveCount(49);
  await game.keys('End');
  await expect(game.byTestId('replay-position')).toHaveText('1 / 1');
  expect(await game.values()).toEqual(after);
  await expect(game.byTestId('replay-play-this')).toHaveAttribute('href', '/?seed=64&size=7&fresh');
  await game.byTestId('replay-play-this').click();
  await expect(page).toHaveURL(/\?seed=64&size=7$/);
  // The link asks for a fresh game of the player's own game under way (seed 64, 7×7): the
  // game is kept, and the fresh one offered beside it, as any seed link's.
  await expect(game.notice()).toContainText('The link is for game 64 (7×7)');
  await expect(game.tiles()).toHaveCount(49);
  await expect(game.byTestId('moves')).toHaveText('1');
  expect(await game.values()).toEqual(after);
});

test('Play this game, in a browser without that game, starts a fresh 11×11 game of its seed', async ({
  page,
  browser,
  baseURL,
}) => {
  const game = new GamePage(page);
  await game.prepare();
  await game.goto('/?seed=65&size=11', 11);
  await playTheHint(game);
  const share = await shareText(page);
  const link = share.split('\n')[1];
  const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
  const viewer = new GamePage(await context.newPage());
  await viewer.prepare();
  await viewer.page.goto(link);
  await expect(viewer.byTestId('replay')).toBeVisible();
  await expect(viewer.tiles()).toHaveCount(121);
  await viewer.byTestId('replay-play-this').click();
  await expect(viewer.page).toHaveURL(/\?seed=65&size=11$/);
  await expectSide(viewer, 11);
  await expect(viewer.byTestId('seed')).toHaveText('65');
  await expect(viewer.byTestId('moves')).toHaveText('0');
  await context.close();
});
