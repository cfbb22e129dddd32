import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, GamePage } from './game-page';

// Phone first: where the page sits on a tall phone, how how-to-play opens, the header
// and the footer at every width, the keyboard's ring after a tap, and the New game dialog
// in the theme's colours. Screenshots go to end2end/screenshots/ for people to look at.

async function open(page: Page, w: number, h: number, path = '/'): Promise<GamePage> {
  await page.setViewportSize({ width: w, height: h });
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { seed: 42 });
  await game.goto(path);
  return game;
}

async function top(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top);
}

test('on a tall phone the game starts at the top, and a notice coming and going moves nothing above it', async ({
  page,
}) => {
  const game = await open(page, 390, 844, '/?seed=abc');
  await expect(game.notice()).toBeVisible();
  // The safe area's 8 px, not the room a centred column would leave above the header.
  expect(await top(page, '.app > .top')).toBeLessThanOrEqual(9);
  const withNotice = { board: await top(page, '[data-testid="board"]'), stats: await top(page, '.stats') };
  // The notice takes the room below the board, not above it.
  const notice = (await game.notice().boundingBox())!;
  const board = (await game.board().boundingBox())!;
  expect(notice.y).toBeGreaterThanOrEqual(board.y + board.height);
  await page.screenshot({ path: 'screenshots/phone-notice-390x844.png' });
  await game.byTestId('notice-close').click();
  await expect(game.notice()).toHaveCount(0);
  expect({ board: await top(page, '[data-testid="board"]'), stats: await top(page, '.stats') }).toEqual(withNotice);
});

for (const [w, h] of [
  [320, 568],
  [390, 844],
  [844, 390],
  [1280, 800],
]) {
  test(`${w}×${h}: how to play is a dialog with the screen's room and the focus`, async ({ page }) => {
    const game = await open(page, w, h);
    await game.byTestId('help').click();
    const help = game.byTestId('help-panel');
    await expect(help).toBeVisible();
    await expect(help).toHaveAttribute('role', 'dialog');
    await expect(game.byTestId('help-close')).toBeFocused();
    // As tall as its words, or as the screen less its margins: never a small box.
    const { height, words } = await help.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      words: el.scrollHeight,
    }));
    expect(height).toBeGreaterThanOrEqual(Math.min(words, h - 16 - 16) - 1);
    await expect(help).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `screenshots/phone-help-${w}x${h}.png` });
    // Tab keeps to it; Escape closes it and gives the focus back to the ? button.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await expect(game.byTestId('help')).toBeFocused();
  });
}

const PORTRAIT_WIDTHS = [320, 360, 390, 400, 420, 440, 450, 480, 500, 520, 560, 600];

test('the header keeps to one line at every phone width, its title whole and clear of the buttons', async ({ page }) => {
  const sizes = [...PORTRAIT_WIDTHS.map((w) => [w, 900]), [1440, 900], [1920, 1080], [2560, 1440]];
  const game = await open(page, 390, 844);
  for (const [w, h] of sizes) {
    await page.setViewportSize({ width: w, height: h });
    await game.shown();
    const header = await page.evaluate(() => {
      const title = document.querySelector<HTMLElement>('.title')!;
      const box = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
      return {
        overflow: title.scrollWidth - title.clientWidth,
        titleRight: title.getBoundingClientRect().right,
        titleTop: title.getBoundingClientRect().top,
        mute: box('mute'),
        hint: box('hint'),
      };
    });
    expect(header.overflow, `${w}: the title's letters inside its box`).toBeLessThanOrEqual(0);
    if (w < h) {
      expect(header.titleRight, `${w}: the title clear of the buttons`).toBeLessThanOrEqual(header.hint.left);
      const middle = (r: DOMRect) => r.top + r.height / 2;
      expect(Math.abs(middle(header.mute) - middle(header.hint)), `${w}: one line`).toBeLessThan(2);
      expect(header.mute.top - header.titleTop, `${w}: the buttons beside the title`).toBeLessThan(20);
    } else {
      // Beside the board, the title shares its line with the mute and ? buttons.
      expect(header.titleRight, `${w}: the title clear of the mute button`).toBeLessThanOrEqual(header.mute.left);
    }
  }
});

test('the footer is two full rows at every width, the leaderboards named where there is room', async ({ page }) => {
  const game = await open(page, 390, 844);
  for (const [w, h] of [...PORTRAIT_WIDTHS.map((w) => [w, 900]), [844, 390], [1280, 800], [1920, 1080]]) {
    await page.setViewportSize({ width: w, height: h });
    await game.shown();
    const rows = await page.evaluate(() => {
      const footer = document.querySelector('footer.bottom')!.getBoundingClientRect();
      return [...document.querySelectorAll('footer.bottom .footer-row')].map((row) => {
        const items = [...row.querySelectorAll(':scope > button, :scope > .seed, :scope > .move-controls > button')]
          .filter((el) => (el as HTMLElement).offsetWidth > 0)
          .map((el) => el.getBoundingClientRect());
        const middles = items.map((r) => r.top + r.height / 2);
        return {
          lines: middles.filter((m) => Math.abs(m - middles[0]) > 4).length === 0 ? 1 : 2,
          left: Math.min(...items.map((r) => r.left)) - footer.left,
          right: footer.right - Math.max(...items.map((r) => r.right)),
        };
      });
    });
    expect(rows.length).toBe(2);
    for (const row of rows) {
      expect(row.lines, `${w}×${h}: a row keeps to one line`).toBe(1);
      expect(row.left, `${w}×${h}: from the column's start`).toBeLessThan(1);
      expect(row.right, `${w}×${h}: to its end`).toBeLessThan(1);
    }
    const label = game.byTestId('leaderboard-open').locator('.board-label');
    if (w >= 440 && w < h) await expect(label, `${w}: named`).toBeVisible();
    await expect(game.byTestId('leaderboard-open')).toHaveAccessibleName(/Leaderboard/);
  }
  await page.setViewportSize({ width: 480, height: 800 });
  await page.screenshot({ path: 'screenshots/phone-footer-480x800.png' });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("a tap gives the board the keys without the keyboard's ring; a key brings it back", async ({ page }) => {
    const game = new GamePage(page);
    await game.saveBoard(BOARD, { seed: 42 });
    await game.goto();
    const ring = () => game.board().evaluate((el) => getComputedStyle(el).boxShadow);
    const resting = await ring();
    await game.tile(2, 2).tap();
    await expect(game.board()).toBeFocused();
    expect(await ring(), 'no ring after a tap').toBe(resting);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(ring, { message: 'the ring after a key' }).not.toBe(resting);
  });
});

test("New game lists the modes in one order, in the theme's colours", async ({ page }) => {
  const game = await open(page, 390, 844);
  await game.byTestId('new-game').click();
  const dialog = game.byTestId('confirm-new-game');
  await expect(dialog.locator('.mode-pick label')).toHaveText(['ExponenTorus', 'ExponenTile', '2048']);
  const colours = await dialog.evaluate((el) => {
    const accent = getComputedStyle(document.body).getPropertyValue('--accent').trim();
    const probe = document.createElement('i');
    probe.style.color = accent;
    document.body.append(probe);
    const accentRgb = getComputedStyle(probe).color;
    probe.remove();
    const radio = el.querySelector('input[type=radio]')!;
    const select = el.querySelector('select')!;
    return {
      accentRgb,
      radio: getComputedStyle(radio).accentColor,
      select: getComputedStyle(select).appearance,
      picked: getComputedStyle(el.querySelector('.mode-pick label:has(:checked)')!).borderTopColor,
    };
  });
  expect(colours.radio).toBe(colours.accentRgb);
  expect(colours.picked).toBe(colours.accentRgb);
  expect(colours.select).toBe('none');
  await page.screenshot({ path: 'screenshots/phone-new-game-390x844.png' });
});

test('the Saves panel is in the ink and type of every other dialog', async ({ page }) => {
  const game = await open(page, 390, 844);
  const looks = (id: string) =>
    game.byTestId(id).evaluate((el) => {
      const heading = getComputedStyle(el.querySelector('h2')!);
      const words = getComputedStyle(el.querySelector('.dialog-sub')!);
      return { heading: heading.color, size: heading.fontSize, words: words.color };
    });
  await game.openSettings();
  const settings = await looks('settings-dialog');
  await game.closeSettings();
  await game.byTestId('saves-open').click();
  expect(await looks('saves-panel')).toEqual(settings);
});

test('statistics with no games say so in their charts, and the last days read down each column', async ({ page }) => {
  const game = await open(page, 1280, 800);
  await game.byTestId('stats-open').click();
  const dialog = game.byTestId('stats-dialog');
  await expect(dialog.getByTestId('stats-empty')).toHaveCount(2);
  for (const words of await dialog.getByTestId('stats-empty').all()) {
    await expect(words).toBeVisible();
    await expect(words).toHaveText('No finished games yet');
  }
  const days = await dialog.locator('[data-testid="stats-days"] li').evaluateAll((items) =>
    items.map((li) => li.getBoundingClientRect()),
  );
  expect(days.length).toBe(7);
  // Two columns here: the second day is under the first, not beside it.
  expect(days[1].top).toBeGreaterThan(days[0].top);
  expect(Math.abs(days[1].left - days[0].left)).toBeLessThan(1);
  expect(days[6].left).toBeGreaterThan(days[0].left);
  await page.screenshot({ path: 'screenshots/phone-stats-empty-1280x800.png' });
});
