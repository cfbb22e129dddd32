import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { GamePage } from './game-page';

// On a touch screen the words speak of touch: the tutorial's card, how to play and the
// replay viewer; once a key is pressed there is a keyboard, and they name keys. Where
// there is no touch at all they name keys from the start (the other specs').

/** A finished game (seed 118, 311 moves). */
const FINISHED = readFileSync(new URL('./finished-game.json', import.meta.url), 'utf8');

const TOUCH_STEP = 'Flick one marked tile onto the other, or tap one, then the other.';
const KEYS_STEP =
  'Space picks up the tile under the cursor and ↑ swaps it; or flick one marked tile onto the other; or click one, then the other.';

for (const [w, h] of [
  [390, 844],
  [1280, 800],
]) {
  test.describe(`${w}×${h}, by touch`, () => {
    test.use({ hasTouch: true, isMobile: w < 800, viewport: { width: w, height: h } });

    test('the tutorial and how to play speak of touch until a key is pressed', async ({ page }) => {
      const game = new GamePage(page);
      await game.prepare({ settings: null });
      await game.goto('/', 5);
      const how = game.byTestId('tutorial').locator('.coach-how');
      await expect(how).toHaveText(TOUCH_STEP);
      await page.screenshot({ path: `screenshots/touch-words-tutorial-${w}x${h}.png` });
      await game.byTestId('tutorial-skip').tap();
      await expect(game.tiles()).toHaveCount(81);

      // How to play: touch's lines, no key named.
      await game.byTestId('help').tap();
      const help = game.byTestId('help-panel');
      await expect(help).toContainText('Flick a tile towards a neighbour to swap them, or tap one tile, then the other');
      await expect(help).toContainText('Drag with two fingers to roll the board sideways');
      await expect(help.locator('kbd')).toHaveCount(0);
      await page.screenshot({ path: `screenshots/touch-words-help-${w}x${h}.png` });

      // A key pressed: there is a keyboard, and the words name keys.
      await game.board().focus();
      await page.keyboard.press('ArrowUp');
      await expect(help.locator('kbd').first()).toBeVisible();
      await expect(help).not.toContainText('Drag with two fingers to roll the board sideways');
      await game.byTestId('help-close').click();
      await game.byTestId('help').click();
      await game.byTestId('tutorial-start').click();
      await expect(how).toHaveText(KEYS_STEP);
    });

    test('the replay viewer speaks of its buttons', async ({ page }) => {
      const game = new GamePage(page);
      await game.prepare({ game: FINISHED });
      await game.goto();
      await expect(game.gameOver()).toBeVisible();
      await page.evaluate(() => {
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: async (data: { text: string }) => {
            (window as unknown as { sharedText: string }).sharedText = data.text;
          },
        });
      });
      await game.byTestId('game-over-share').tap();
      const text = (await (
        await page.waitForFunction(() => (window as unknown as { sharedText?: string }).sharedText)
      ).jsonValue()) as string;
      await page.goto(text.split('\n')[1]);
      await expect(game.byTestId('replay')).toBeVisible();
      await expect(game.status()).toHaveText(
        'Replay of game 118: 311 moves. It is paused: the buttons below play, pause and step, and the slider picks a move.',
      );
      await page.screenshot({ path: `screenshots/touch-words-replay-${w}x${h}.png` });
    });
  });
}

test('without touch the tutorial names keys from the start', async ({ page }) => {
  const game = new GamePage(page);
  await game.prepare({ settings: null });
  await game.goto('/', 5);
  await expect(game.byTestId('tutorial').locator('.coach-how')).toHaveText(KEYS_STEP);
});
