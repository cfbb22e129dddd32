import { expect, test } from './fixtures';
import { BOARD, GamePage, NO_MOVE_BOARD } from './game-page';

test.describe('playing', () => {
  test('a scoring move updates score, moves, best, highest and the live region', async ({ page }) => {
    const game = new GamePage(page);
    await game.saveBoard(BOARD);
    await game.goto();
    await expect(game.byTestId('score')).toHaveText('0');
    await expect(game.byTestId('highest')).toHaveText('16');
    await game.clickSwap({ x: 0, y: 3 }, { x: 8, y: 3 });
    await expect(game.byTestId('moves')).toHaveText('1');
    const score = await game.number('score');
    expect(score).toBeGreaterThanOrEqual(32);
    await expect(game.byTestId('best')).toHaveText(String(score));
    expect(await game.number('highest')).toBeGreaterThanOrEqual(32);
    await expect(game.status()).toHaveText(new RegExp(`Score ${score}\\.`));
    await expect(game.status()).toHaveAttribute('aria-live', 'polite');
  });

  test('hint marks the solver’s move on both tiles and says what it expects', async ({ page }) => {
    const game = new GamePage(page);
    await game.saveBoard(BOARD);
    await game.goto();
    await game.byTestId('hint').click();
    await expect(game.hintedTiles()).toHaveCount(2);
    const [a, b] = await game.hintedTiles().evaluateAll((tiles) =>
      tiles.map((t) => ({ x: Number((t as HTMLElement).dataset.x), y: Number((t as HTMLElement).dataset.y) })),
    );
    // Neighbours, across the seam too.
    const dx = Math.min((a.x - b.x + 9) % 9, (b.x - a.x + 9) % 9);
    expect(dx + Math.abs(a.y - b.y), 'the marked tiles are neighbours').toBe(1);
    await expect(game.status()).toHaveText(
      /^Hint: swap the \d+ at row \d, column \d with the \d+ (above it|below it|to its left|to its right|across the seam): [\d,]+ points(, about [\d,]+ with cascades)?\.$/,
    );
    // Playing it scores, and clears the marks.
    await game.clickSwap(a, b);
    await expect(game.byTestId('moves')).toHaveText('1');
    expect(await game.number('score')).toBeGreaterThan(0);
    await expect(game.hintedTiles()).toHaveCount(0);
  });

  test('new game asks first when a game is under way, then starts afresh', async ({ page }) => {
    const game = new GamePage(page);
    await game.saveBoard(BOARD, { seed: 7 });
    await game.goto();
    await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
    await expect(game.byTestId('moves')).toHaveText('1');
    await game.byTestId('new-game').click();
    await expect(game.byTestId('confirm-new-game')).toBeVisible();
    await game.byTestId('confirm-no').click();
    await expect(game.byTestId('confirm-new-game')).toHaveCount(0);
    await expect(game.byTestId('moves')).toHaveText('1');
    await game.keys('n');
    await expect(game.byTestId('confirm-new-game')).toBeVisible();
    await game.keys('Escape');
    await expect(game.byTestId('confirm-new-game')).toHaveCount(0);
    await game.byTestId('new-game').click();
    await game.byTestId('confirm-yes').click();
    await expect(game.byTestId('moves')).toHaveText('0');
    await expect(game.byTestId('score')).toHaveText('0');
    await expect(game.byTestId('seed')).not.toHaveText('7');
    await expect(game.tiles()).toHaveCount(81);
    // The new game is saved at once, best score kept.
    const stored = await game.storedGame();
    expect(stored?.moves).toBe(0);
    expect(stored?.seed).toBe(await game.byTestId('seed').textContent());
    expect(await game.number('best')).toBeGreaterThan(0);
  });

  test('the game-over dialog shows for a saved board with no move', async ({ page }) => {
    const game = new GamePage(page);
    await game.saveBoard(NO_MOVE_BOARD, { score: 1234, moves: 56, best: 2000 });
    await game.goto();
    const dialog = game.gameOver();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('role', 'dialog');
    await expect(game.byTestId('final-score')).toHaveText('1,234');
    await expect(game.byTestId('final-best')).toHaveText('2,000');
    await expect(game.byTestId('final-moves')).toHaveText('56');
    // The dialog's button has the focus: Enter starts the next game.
    await expect(game.byTestId('game-over-new-game')).toBeFocused();
    await game.keys('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(game.byTestId('moves')).toHaveText('0');
    await expect(game.byTestId('best')).toHaveText('2,000');
  });

  test('the first visit starts the tutorial beside the board; how to play is a click away; leaving it is remembered', async ({
    page,
  }) => {
    const game = new GamePage(page);
    await game.prepare({ settings: null });
    await game.goto('/', 5);
    const tutorial = game.byTestId('tutorial');
    await expect(tutorial).toBeVisible();
    // The board stays playable with the card open: it never covers the board.
    await game.tile(2, 2).click();
    await expect(game.selectedTiles()).toHaveCount(1);
    await game.byTestId('help').click();
    await expect(game.byTestId('help-panel')).toBeVisible();
    await game.byTestId('help-close').click();
    await expect(tutorial).toBeVisible();
    await game.byTestId('tutorial-skip').click();
    await expect(tutorial).toHaveCount(0);
    await page.reload();
    await expect(game.tiles()).toHaveCount(81);
    await expect(tutorial).toHaveCount(0);
    await game.byTestId('help').click();
    await expect(game.byTestId('help-panel')).toBeVisible();
    await expect(game.byTestId('tutorial-start')).toBeVisible();
  });
});
