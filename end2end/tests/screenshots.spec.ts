import { expect, test } from './fixtures';
import { BOARD, GamePage } from './game-page';

// Screenshots of what a player sees, at a phone and a desktop size, saved to
// end2end/screenshots/ for people to look at. Plus the fit: a 360×640 phone shows the
// whole game without scrolling, with cells of at least 36 px.

for (const [w, h] of [
  [390, 844],
  [1280, 800],
]) {
  test(`screenshot ${w}×${h}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    const game = new GamePage(page);
    await game.saveBoard(BOARD, { seed: 42, settings: { help_seen: true, speed: 'instant' } });
    await game.goto();
    await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
    await expect(game.byTestId('moves')).toHaveText('1');
    await game.keys('ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'h', ' ');
    await game.atRest();
    await page.screenshot({ path: `screenshots/game-${w}x${h}.png` });
  });

  test(`first visit ${w}×${h}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    const game = new GamePage(page);
    await game.prepare({ settings: null });
    await game.goto('/?seed=42', 5);
    await expect(game.byTestId('tutorial')).toBeVisible();
    await page.screenshot({ path: `screenshots/first-visit-${w}x${h}.png`, fullPage: true });
  });
}

test('game over 390×844', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const game = new GamePage(page);
  await game.saveBoard(
    [0, 1, 2, 3, 4, 5, 6, 7, 8].map((y) =>
      y % 2 === 0 ? [2, 4, 8, 16, 2, 4, 8, 16, 2] : [8, 16, 2, 4, 8, 16, 2, 4, 8],
    ),
    { score: 5120, moves: 212, best: 7400 },
  );
  await game.goto();
  await expect(game.gameOver()).toBeVisible();
  await page.screenshot({ path: 'screenshots/game-over-390x844.png' });
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
