import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, GamePage } from './game-page';

// Watch says "any key or tap stops it": a tap or click anywhere on the page does, in every
// mode (2048's board too, the status line, the numbers, the empty space below the footer),
// and that tap does nothing else: it picks no tile, slides no board and presses no button
// under it; the next tap does (src/web/watch_taps.rs).

const MIDGAME_2048 = [
  [2, 8, 32, 128],
  [0, 4, 16, 64],
  [0, 0, 2, 8],
  [0, 0, 0, 2],
];

/** Watch on, and a first move played by the solver. */
async function watching(game: GamePage): Promise<number> {
  await game.keys('p');
  await expect(game.byTestId('watch')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => game.number('moves'), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  return game.number('moves');
}

/** Watch stopped by that tap, and nothing more played. */
async function stopped(game: GamePage, page: Page, where: string): Promise<void> {
  await expect(game.byTestId('watch'), where).toHaveAttribute('aria-pressed', 'false');
  await expect(game.status(), where).toHaveText('Your move: the game is yours again.');
  const moves = await game.number('moves');
  // Past Watch's pace: a move it was about to play would have come by now.
  await page.waitForTimeout(700);
  expect(await game.number('moves'), where).toBe(moves);
}

/** A 2048 save of `rows` (a version-1 save, fresh from seed 7). */
function save2048(rows: number[][]): string {
  let next = 0;
  const ids = rows.map((row) => row.map((v) => (v === 0 ? 0 : next++)));
  return JSON.stringify({ version: 1, board: rows, ids, next_id: next, score: 0, moves: 0, seed: '7' });
}

test.describe('a click anywhere stops Watch, and only stops it', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('ExponenTorus: the status line, a number, the space below, a tile, New game and Undo', async ({ page }) => {
    const game = new GamePage(page);
    await game.saveBoard(BOARD);
    await game.goto();
    const below = async () => {
      // The empty space between the footer and the screen's foot.
      const footer = (await page.locator('footer.bottom').boundingBox())!;
      expect(844 - (footer.y + footer.height), 'room below the footer').toBeGreaterThan(20);
      await page.mouse.click(195, 840);
    };
    const places: [string, () => Promise<void>][] = [
      ['the status line', () => game.status().click()],
      ['the score', () => game.byTestId('score').click()],
      ['the space below', below],
      ['a tile', () => game.tile(4, 4).click()],
      ['New game', () => game.byTestId('new-game').click()],
      ['Undo', () => game.byTestId('undo').click()],
    ];
    for (const [where, tap] of places) {
      const moves = await watching(game);
      await tap();
      await stopped(game, page, where);
      // Nothing else: no tile picked, no dialog, no move taken back.
      await expect(game.selectedTiles(), where).toHaveCount(0);
      await expect(game.byTestId('confirm-new-game'), where).toHaveCount(0);
      expect(await game.number('moves'), where).toBeGreaterThanOrEqual(moves);
    }
    // The next tap does what it says: a tile is picked.
    await game.tile(4, 4).click();
    await expect(game.selectedTiles()).toHaveCount(1);
  });

  test('2048: a click on the board stops Watch and slides nothing', async ({ page }) => {
    const game = new GamePage(page);
    await page.addInitScript(
      ({ save }) => {
        if (sessionStorage.getItem('e2e-prepared')) return;
        sessionStorage.setItem('e2e-prepared', '1');
        localStorage.setItem('exponentorus.2048.game', save);
        localStorage.setItem('exponentorus.settings', JSON.stringify({ help_seen: true, speed: 'instant' }));
      },
      { save: save2048(MIDGAME_2048) },
    );
    await page.goto('/?mode=2048');
    await expect(page.locator('main[data-mode="2048"]')).toHaveCount(1);
    await game.shown();
    await watching(game);
    const board = (await game.board().boundingBox())!;
    // A drag across the board, which would be a slide: only the stop.
    await page.mouse.move(board.x + board.width * 0.8, board.y + board.height / 2);
    await page.mouse.down();
    const before = await game.number('moves');
    await page.mouse.move(board.x + board.width * 0.2, board.y + board.height / 2, { steps: 4 });
    await page.mouse.up();
    await stopped(game, page, "2048's board");
    expect(await game.number('moves')).toBe(before);
    // The space below the footer stops it too.
    await watching(game);
    await page.mouse.click(195, 840);
    await stopped(game, page, 'the space below');
  });
});

test.describe('a tap anywhere stops Watch, and only stops it', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a tap on a tile, the numbers or Undo', async ({ page }) => {
    const game = new GamePage(page);
    await game.saveBoard(BOARD);
    await game.goto();
    const at = async (selector: string) => {
      const box = (await page.locator(selector).first().boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };
    const places: [string, () => Promise<void>][] = [
      ['a tile', () => at('[data-testid="tile"][data-x="4"][data-y="4"]')],
      ['the best', () => at('[data-testid="best"]')],
      ['Undo', () => at('[data-testid="undo"]')],
    ];
    for (const [where, tap] of places) {
      const moves = await watching(game);
      await tap();
      await stopped(game, page, where);
      await expect(game.selectedTiles(), where).toHaveCount(0);
      expect(await game.number('moves'), where).toBeGreaterThanOrEqual(moves);
    }
    await at('[data-testid="tile"][data-x="4"][data-y="4"]');
    await expect(game.selectedTiles()).toHaveCount(1);
  });
});
