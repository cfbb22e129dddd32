import { expect, test } from './fixtures';
import { BOARD, GamePage } from './game-page';

// Touch events are sent through the DevTools protocol (Input.dispatchTouchEvent), as a
// phone's touch screen would send them.
test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

test.describe('touch', () => {
  let game: GamePage;

  test.beforeEach(async ({ page }) => {
    game = new GamePage(page);
    await game.saveBoard(BOARD);
    await game.goto();
  });

  test('a flick of a tile towards a neighbour swaps them', async () => {
    await game.flick({ x: 4, y: 1 }, 2, -24);
    await expect(game.byTestId('moves')).toHaveText('1');
    expect(await game.number('score')).toBeGreaterThan(0);
  });

  test('the touched tile follows the finger along the flick, then swaps on release', async ({ page }) => {
    const home = (await game.tile(4, 1).boundingBox())!;
    const c = await game.centre(4, 1);
    await game.touch('touchStart', [c]);
    await game.touch('touchMove', [{ x: c.x + 2, y: c.y - 14 }]);
    await expect(game.tile(4, 1)).toHaveAttribute('data-dragging', '');
    const leaning = (await game.tile(4, 1).boundingBox())!;
    expect(leaning.y).toBeCloseTo(home.y - 14, 0);
    expect(leaning.x).toBeCloseTo(home.x, 0);
    await game.touch('touchEnd', []);
    await expect(game.byTestId('moves')).toHaveText('1');
    await expect(page.locator('[data-dragging]')).toHaveCount(0);
  });

  test('a flick off the left edge wraps to the right edge', async () => {
    // (0,3) flicked left swaps with (8,3), across the seam: the hint move.
    await game.flick({ x: 0, y: 3 }, -24, 1);
    await expect(game.byTestId('moves')).toHaveText('1');
  });

  test('a short touch is a tap: tap, tap a neighbour, swap', async () => {
    const a = await game.centre(4, 0);
    await game.touch('touchStart', [a]);
    await game.touch('touchEnd', []);
    await expect(game.tile(4, 0)).toHaveAttribute('data-selected', 'true');
    const b = await game.centre(4, 1);
    await game.touch('touchStart', [b]);
    await game.touch('touchEnd', []);
    await expect(game.byTestId('moves')).toHaveText('1');
  });

  test('a two-finger drag rolls the view by whole cells', async () => {
    const box = await game.board().boundingBox();
    const cell = box!.width / 9;
    // Content follows the fingers: dragging two cells right moves the cursor two left.
    await game.twoFingerDrag(cell * 2.1, 0, 8);
    await game.atRest();
    expect(await game.cursor()).toEqual({ x: 2, y: 4 });
    await game.twoFingerDrag(0, -cell * 1.2, 4);
    await game.atRest();
    expect(await game.cursor()).toEqual({ x: 2, y: 5 });
    await expect(game.byTestId('moves')).toHaveText('0');
    expect(await game.values()).toEqual(BOARD);
  });

  test('the page does not scroll or zoom under gestures on the board only', async ({ page }) => {
    await expect(game.board()).toHaveCSS('touch-action', 'none');
    await expect(page.locator('body')).not.toHaveCSS('touch-action', 'none');
    const viewport = await page.locator('meta[name=viewport]').getAttribute('content');
    expect(viewport).not.toMatch(/user-scalable\s*=\s*no|maximum-scale\s*=\s*1(\.0)?\b/);
  });
});
