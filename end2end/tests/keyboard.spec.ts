import { expect, test } from './fixtures';
import { BOARD, GamePage } from './game-page';

test.describe('keyboard', () => {
  let game: GamePage;

  test.beforeEach(async ({ page }) => {
    game = new GamePage(page);
    await game.saveBoard(BOARD);
    await game.goto();
  });

  test('the cursor starts at the centre and arrows/WASD roll it one cell, wrapping', async () => {
    expect(await game.cursor()).toEqual({ x: 4, y: 4 });
    await game.keys('ArrowRight');
    expect(await game.cursor()).toEqual({ x: 5, y: 4 });
    await game.keys('w', 'w');
    expect(await game.cursor()).toEqual({ x: 5, y: 2 });
    await game.keys('a', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft');
    // Seven steps left from column 5 wrap round the seam to column 7.
    expect(await game.cursor()).toEqual({ x: 7, y: 2 });
    // Rolling changes the view only: the board is the same.
    expect(await game.values()).toEqual(BOARD);
  });

  test('rolling the board edge into the middle shows the edge line, says which side is which, covers no tile; C recentres', async () => {
    await expect(game.page.locator('.edge.inside')).toHaveCount(0);
    await game.keys('ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown');
    expect(await game.cursor()).toEqual({ x: 4, y: 0 });
    await expect(game.page.locator('.edge.inside').first()).toBeVisible();
    // The copy of the line inside the view (the other two wait beyond its edges).
    const edge = game.page.locator('.edge.inside').nth(1);
    // The status line says which side is which; nothing written on the board hides the
    // tiles either side of the line: the line is no taller than the gap between two rows.
    await expect(game.status()).toContainText('above it the bottom row, below it the top row');
    expect(await edge.evaluate((el) => el.textContent)).toBe('');
    const line = (await edge.boundingBox())!;
    const above = (await game.tile(0, 8).locator('.face').boundingBox())!;
    const below = (await game.tile(0, 0).locator('.face').boundingBox())!;
    expect(line.y, 'the line starts below the bottom row').toBeGreaterThanOrEqual(above.y + above.height - 1);
    expect(line.y + line.height, 'and ends above the top row').toBeLessThanOrEqual(below.y + 1);
    await game.page.screenshot({ path: 'screenshots/edge-rolled-in-1280x720.png' });
    await game.keys('c');
    expect(await game.cursor()).toEqual({ x: 4, y: 4 });
    await expect(game.page.locator('.edge.inside')).toHaveCount(0);
    await game.keys('ArrowUp', 'Home');
    expect(await game.cursor()).toEqual({ x: 4, y: 4 });
  });

  test('Space picks up the cursor tile and an arrow swaps it: a scoring move', async () => {
    await game.moveCursorTo(4, 0);
    await game.keys(' ');
    await expect(game.selectedTiles()).toHaveCount(1);
    await expect(game.tile(4, 0)).toHaveAttribute('data-selected', 'true');
    await expect(game.tile(4, 0)).toHaveAttribute('data-cursor', 'true');
    await game.keys('ArrowDown');
    await expect(game.byTestId('moves')).toHaveText('1');
    expect(await game.number('score')).toBeGreaterThan(0);
    await expect(game.selectedTiles()).toHaveCount(0);
    await expect(game.status()).toContainText('Merged');
  });

  test('Escape puts a picked-up tile down; nothing else changes', async () => {
    await game.keys('Enter');
    await expect(game.selectedTiles()).toHaveCount(1);
    await game.keys('Escape');
    await expect(game.selectedTiles()).toHaveCount(0);
    // An arrow now rolls instead of swapping.
    await game.keys('ArrowLeft');
    expect(await game.cursor()).toEqual({ x: 3, y: 4 });
    await expect(game.byTestId('moves')).toHaveText('0');
    expect(await game.values()).toEqual(BOARD);
  });

  test('a vertical swap across the board edge is refused with feedback', async () => {
    await game.moveCursorTo(4, 0);
    await game.keys(' ', 'ArrowUp');
    await expect(game.status()).toContainText('top and bottom edge');
    await expect(game.byTestId('moves')).toHaveText('0');
    expect(await game.values()).toEqual(BOARD);
  });

  test('a horizontal swap wraps the seam: the hint move (0,3)↔(8,3) by keys', async () => {
    await game.moveCursorTo(0, 3);
    await game.keys(' ', 'ArrowLeft');
    await expect(game.byTestId('moves')).toHaveText('1');
    await expect(game.byTestId('score')).toHaveText(/^[1-9]\d*$/);
  });

  test('stray keys do nothing, and modified keys pass through to the browser', async ({ page }) => {
    const prevented: string[] = [];
    await page.exposeFunction('reportPrevented', (k: string) => prevented.push(k));
    await page.evaluate(() => {
      window.addEventListener('keydown', (e) => {
        // Runs after the game's listener (added first): see whether it claimed the key.
        if (e.defaultPrevented) (window as any).reportPrevented(e.key);
      });
    });
    await game.keys('x', 'q', '1', 'PageDown', 'Control+ArrowLeft', 'Alt+n', 'Meta+h', 'Control+Space');
    expect(prevented).toEqual([]);
    expect(await game.cursor()).toEqual({ x: 4, y: 4 });
    await expect(game.byTestId('confirm-new-game')).toHaveCount(0);
    await expect(game.hintedTiles()).toHaveCount(0);
    await game.page.locator('body').click({ position: { x: 2, y: 2 } });
    await game.keys('ArrowRight');
    expect(prevented).toEqual(['ArrowRight']);
  });

  test('H hints, ? toggles the help, N asks before replacing a game under way', async () => {
    await game.keys('h');
    await expect(game.hintedTiles()).toHaveCount(2);
    await game.keys('?');
    await expect(game.byTestId('help-panel')).toBeVisible();
    await game.keys('?');
    await expect(game.byTestId('help-panel')).toHaveCount(0);
    // No move yet: N starts a new game straight away.
    const seedBefore = await game.number('seed');
    await game.keys('n');
    await expect(game.byTestId('seed')).not.toHaveText(String(seedBefore));
    await expect(game.byTestId('confirm-new-game')).toHaveCount(0);
  });
});
