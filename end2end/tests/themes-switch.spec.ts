import { expect, test } from './fixtures';
import { BOARD, GamePage, SETTINGS_KEY } from './game-page';

// The theme and palette menus of the settings dialog: a theme chosen overrides the system's, the
// browser's theme colour follows it, and both choices are remembered.

const LIGHT = { bg: 'rgb(243, 239, 230)', meta: '#f3efe6' };
const DARK = { bg: 'rgb(13, 14, 28)', meta: '#0d0e1c' };

async function shown(game: GamePage) {
  return game.page.evaluate(() => {
    const metas = [...document.querySelectorAll('meta[name="theme-color"]')] as HTMLMetaElement[];
    const applying = metas.filter((m) => !m.media || matchMedia(m.media).matches);
    return {
      bg: getComputedStyle(document.body).backgroundColor,
      // The browser takes the first theme colour whose media query holds.
      meta: applying[0]?.content,
    };
  });
}

async function stored(game: GamePage) {
  return JSON.parse((await game.page.evaluate((k) => localStorage.getItem(k), SETTINGS_KEY)) ?? '{}');
}

test('a chosen theme overrides the system’s, takes the browser’s colour along, and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const game = new GamePage(page);
  await game.saveBoard(BOARD);
  await game.goto();
  await game.openSettings();
  await expect(game.byTestId('theme')).toHaveValue('system');
  expect(await shown(game)).toEqual(DARK);

  await game.byTestId('theme').selectOption('light');
  await expect(page.locator('main.app')).toHaveClass(/\btheme-light\b/);
  expect(await shown(game)).toEqual(LIGHT);
  expect(await stored(game)).toMatchObject({ theme: 'light' });

  await page.reload();
  await expect(game.tiles()).toHaveCount(81);
  await game.openSettings();
  await expect(game.byTestId('theme')).toHaveValue('light');
  expect(await shown(game), 'remembered, browser colour included').toEqual(LIGHT);

  // Dark, on a light system.
  await page.emulateMedia({ colorScheme: 'light' });
  await game.byTestId('theme').selectOption('dark');
  expect(await shown(game)).toEqual(DARK);

  // Back to the system's: it follows the system again, as it changes.
  await game.byTestId('theme').selectOption('system');
  expect(await shown(game)).toEqual(LIGHT);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await shown(game)).toEqual(DARK);
  expect((await stored(game)).theme, 'the default is not stored').toBeUndefined();
});

test('the colour-blind-safe palette, chosen in the menu, is remembered', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(BOARD);
  await game.goto();
  const two = game.tile(0, 0).locator('.face');
  await expect(two).toHaveCSS('background-color', 'rgb(236, 230, 214)');
  await game.openSettings();
  await game.byTestId('palette').selectOption('safe');
  await expect(two).toHaveCSS('background-color', 'rgb(249, 243, 227)');
  await expect(game.tile(3, 0).locator('.face'), '16: darker').toHaveCSS('background-color', 'rgb(224, 136, 70)');
  expect(await stored(game)).toMatchObject({ palette: 'safe' });
  await page.reload();
  await expect(game.tiles()).toHaveCount(81);
  await game.openSettings();
  await expect(game.byTestId('palette')).toHaveValue('safe');
  await expect(two).toHaveCSS('background-color', 'rgb(249, 243, 227)');
  await game.byTestId('palette').selectOption('standard');
  await expect(two).toHaveCSS('background-color', 'rgb(236, 230, 214)');
});

test('the settings dialog is modal: keys stay in it, Esc or Done closes it and the board has the keys again', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(BOARD);
  await game.goto();
  const before = await game.cursor();
  await game.byTestId('settings').click();
  const dialog = game.byTestId('settings-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName('Settings');
  await expect(game.byTestId('language'), 'the keyboard lands in it, on its first menu').toBeFocused();
  // Keys the game uses do nothing to the board behind it.
  await page.locator('h2#settings-title').click();
  await game.keys('ArrowLeft', 'h', 'n');
  expect(await game.cursor(), 'the board did not roll').toEqual(before);
  await expect(game.hintedTiles()).toHaveCount(0);
  await expect(game.byTestId('confirm-new-game')).toHaveCount(0);
  await game.keys('Escape');
  await expect(dialog).toBeHidden();
  // The focus goes back where it was: the button that opened the dialog.
  await expect(game.byTestId('settings')).toBeFocused();
  await game.keys('ArrowLeft');
  await expect.poll(() => game.cursor(), 'the board rolls again').not.toEqual(before);
  await game.board().focus();
  await game.openSettings();
  await game.closeSettings();
  await expect(game.byTestId('settings')).toBeFocused();
});
