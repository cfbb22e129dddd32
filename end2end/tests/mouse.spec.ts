import { expect, test } from './fixtures';
import { BOARD, GamePage, swapped } from './game-page';

test.describe('mouse', () => {
  let game: GamePage;

  test.beforeEach(async ({ page }) => {
    game = new GamePage(page);
    await game.saveBoard(BOARD);
    await game.goto();
  });

  test('click a tile, then a neighbour: they swap (a scoring move)', async () => {
    await game.tile(4, 0).click();
    await expect(game.tile(4, 0)).toHaveAttribute('data-selected', 'true');
    await game.tile(4, 1).click();
    await expect(game.byTestId('moves')).toHaveText('1');
    expect(await game.number('score')).toBeGreaterThan(0);
    await expect(game.selectedTiles()).toHaveCount(0);
  });

  test('clicking a non-neighbour selects it instead; clicking it again drops it', async () => {
    await game.tile(0, 0).click();
    await game.tile(2, 0).click();
    await expect(game.selectedTiles()).toHaveCount(1);
    await expect(game.tile(2, 0)).toHaveAttribute('data-selected', 'true');
    await game.tile(2, 0).click();
    await expect(game.selectedTiles()).toHaveCount(0);
    await expect(game.byTestId('moves')).toHaveText('0');
  });

  test('neighbours across the view edge count: column 8 and column 0 swap', async () => {
    await game.clickSwap({ x: 8, y: 3 }, { x: 0, y: 3 });
    await expect(game.byTestId('moves')).toHaveText('1');
    await expect(game.byTestId('score')).toHaveText(/^[1-9]\d*$/);
  });

  test('dragging a tile towards a neighbour swaps on release', async () => {
    await game.drag({ x: 4, y: 1 }, 0, -30);
    await expect(game.byTestId('moves')).toHaveText('1');
  });

  test('a dragged tile leans towards its neighbour, half a cell at most, and glides back when refused', async ({ page }) => {
    const home = (await game.tile(0, 0).boundingBox())!;
    const c = await game.centre(0, 0);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await page.mouse.move(c.x + 12, c.y + 3);
    await expect(game.tile(0, 0)).toHaveAttribute('data-dragging', '');
    expect((await game.tile(0, 0).boundingBox())!.x).toBeCloseTo(home.x + 12, 0);
    expect((await game.tile(0, 0).boundingBox())!.y).toBeCloseTo(home.y, 0);
    await page.mouse.move(c.x + home.width * 3, c.y);
    expect((await game.tile(0, 0).boundingBox())!.x).toBeCloseTo(home.x + home.width / 2, 0);
    // The neighbour it would swap with stays where it is, in plain sight.
    expect((await game.tile(1, 0).boundingBox())!.x).toBeCloseTo(home.x + home.width, 0);
    await page.mouse.up();
    await expect(game.status()).toContainText('No match');
    await expect(page.locator('[data-dragging]')).toHaveCount(0);
    await expect.poll(async () => (await game.tile(0, 0).boundingBox())!.x).toBeCloseTo(home.x, 0);
    expect(await game.values()).toEqual(BOARD);
  });

  test('a drag shorter than the threshold is a click (selects)', async () => {
    await game.drag({ x: 4, y: 1 }, 0, -5);
    await expect(game.tile(4, 1)).toHaveAttribute('data-selected', 'true');
    await expect(game.byTestId('moves')).toHaveText('0');
  });

  test('a refused swap plays there and back and changes nothing', async () => {
    await game.clickSwap({ x: 0, y: 0 }, { x: 1, y: 0 });
    await expect(game.status()).toContainText('No match');
    await expect(game.byTestId('moves')).toHaveText('0');
    await expect(game.byTestId('score')).toHaveText('0');
    expect(await game.values()).toEqual(BOARD);
    expect(await game.values()).not.toEqual(swapped(BOARD, { x: 0, y: 0 }, { x: 1, y: 0 }));
    // Nothing was saved for it either.
    expect((await game.storedGame())?.moves).toBe(0);
  });
});
