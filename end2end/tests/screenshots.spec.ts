import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, GamePage, NO_MOVE_BOARD, patternBoard, saveJson } from './game-page';

// The key screens, as a player sees them, compared with their baselines in
// end2end/baselines/ (playwright.config.ts sets the tolerance, which survives font
// hinting but not a changed tile, and turns animations off): the ExponenTorus board at a
// phone's and a desktop's size and in the light theme, 2048's and ExponenTile's boards,
// the game-over box, the New game dialog and a first visit's tutorial. Each is a fixed
// board, seed and score, so it looks the same at every run. A change to how one of
// them looks fails here until its baseline is retaken on purpose:
// `npx playwright test screenshots --update-snapshots`. Plus the fit: a 360×640 phone
// shows the whole game without scrolling, with cells of at least 36 px (its screenshot
// goes to end2end/screenshots/, not tracked, for people to look at).

/** The standard board after a scoring move, the cursor moved, a hint and a tile picked up. */
async function gameUnderWay(page: Page): Promise<void> {
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { seed: 42, settings: { help_seen: true, speed: 'instant' } });
  await game.goto();
  await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
  await expect(game.byTestId('moves')).toHaveText('1');
  await game.keys('ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'h');
  await expect(game.hintedTiles()).toHaveCount(2);
  await game.keys(' ');
  await expect(game.selectedTiles()).toHaveCount(1);
  await game.atRest();
}

for (const [w, h] of [
  [390, 844],
  [1280, 800],
]) {
  test(`the game at ${w}×${h} looks as it did`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await gameUnderWay(page);
    await expect(page).toHaveScreenshot(`exponentorus-${w}x${h}.png`);
  });
}

test('the game in the light theme looks as it did', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await gameUnderWay(page);
  await expect(page).toHaveScreenshot('exponentorus-light-390x844.png');
});

test('a first visit looks as it did', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const game = new GamePage(page);
  await game.prepare({ settings: null });
  await game.goto('/?seed=42', 5);
  await expect(game.byTestId('tutorial')).toBeVisible();
  await expect(page).toHaveScreenshot('first-visit-390x844.png');
});

test('the game-over box looks as it did', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const game = new GamePage(page);
  await game.saveBoard(NO_MOVE_BOARD, { score: 5120, moves: 212, best: 7400 });
  await game.goto();
  await expect(game.gameOver()).toBeVisible();
  await expect(page).toHaveScreenshot('game-over-390x844.png');
});

test('the New game dialog looks as it did', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { seed: 42 });
  await game.goto();
  await game.byTestId('new-game').click();
  await expect(game.byTestId('size-pick')).toBeVisible();
  await expect(page).toHaveScreenshot('new-game-390x844.png');
});

test('2048 looks as it did', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const game = new GamePage(page);
  // A game under way with long numbers; a version-1 save, whose win counts as answered,
  // so no dialog covers the board.
  const rows = [[2048, 1024, 512, 256], [16, 32, 64, 128], [8, 4, 2, 0], [0, 0, 2, 4]];
  let next = 0;
  const ids = rows.map((row) => row.map((v) => (v === 0 ? 0 : next++)));
  const save = { version: 1, board: rows, ids, next_id: next, score: 40976, moves: 1203, seed: '1000000000' };
  await game.prepare();
  await page.addInitScript((save) => {
    if (!sessionStorage.getItem('2048-saved')) localStorage.setItem('exponentorus.2048.game', save);
    sessionStorage.setItem('2048-saved', '1');
  }, JSON.stringify(save));
  await page.goto('/?mode=2048');
  await expect(game.tiles()).toHaveCount(13);
  await game.shown();
  await expect(page).toHaveScreenshot('2048-390x844.png');
});

test('ExponenTile looks as it did', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const game = new GamePage(page);
  await game.prepare();
  const save = saveJson(patternBoard(8), { seed: 1000000000, score: 42672, moves: 1955 });
  await page.addInitScript((save) => {
    if (!sessionStorage.getItem('flat-saved')) localStorage.setItem('exponentorus.exponentile.game', save);
    sessionStorage.setItem('flat-saved', '1');
  }, save.replace(/}$/, ',"wrap":false}'));
  await game.goto('/?mode=exponentile', 8);
  await expect(game.board()).toHaveClass(/\bflat\b/);
  // The cursor moved off the centre, and a hint.
  await game.keys('ArrowLeft', 'ArrowLeft', 'ArrowUp', 'h');
  await expect(game.hintedTiles()).toHaveCount(2);
  await game.atRest();
  await expect(page).toHaveScreenshot('exponentile-390x844.png');
});

test('a 360×640 phone shows the whole game without scrolling, cells ≥ 36 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const game = new GamePage(page);
  await game.saveBoard(BOARD);
  await game.goto();
  const box = (await game.board().boundingBox())!;
  expect(box.width / 9).toBeGreaterThanOrEqual(36);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const { scrollW, scrollH } = await page.evaluate(() => ({
    scrollW: document.documentElement.scrollWidth,
    scrollH: document.documentElement.scrollHeight,
  }));
  expect(scrollW).toBeLessThanOrEqual(360);
  expect(scrollH).toBeLessThanOrEqual(640);
  for (const id of ['score', 'best', 'moves', 'highest', 'seed', 'new-game', 'hint', 'help']) {
    const b = (await game.byTestId(id).boundingBox())!;
    expect(b.y + b.height, `${id} inside the screen`).toBeLessThanOrEqual(640);
  }
  await page.screenshot({ path: 'screenshots/game-360x640.png' });
});
