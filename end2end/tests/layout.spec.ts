import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, boardOf, GamePage, NO_MOVE_BOARD, patternBoard, type Rows, saveJson } from './game-page';
import { controllingWorker, deployChangedBuild, serveCopy } from './pwa-helpers';

// Every screen: phones both ways up, tablets, desktops. At each size the game
// fits the screen with no page scroll, the board and HUD wholly on screen, the cells big
// enough to read and hit, and nothing overlapping; and so it stays with the how-to-play
// panel, a notice or a dialog open. Screenshots of the matrix go to end2end/screenshots/
// (the other states to test-results/), for people to look at.

type Size = { w: number; h: number; minCell: number };

/** Phones (the narrow side 320 or ≥ 360 px) both ways up, tablets and desktops. */
const MATRIX: Size[] = [
  { w: 320, h: 480, minCell: 32 },
  { w: 320, h: 568, minCell: 32 },
  { w: 360, h: 640, minCell: 36 },
  { w: 390, h: 844, minCell: 36 },
  { w: 480, h: 320, minCell: 32 },
  { w: 568, h: 320, minCell: 32 },
  { w: 640, h: 360, minCell: 36 },
  { w: 667, h: 375, minCell: 36 },
  { w: 844, h: 390, minCell: 36 },
  { w: 768, h: 1024, minCell: 36 },
  { w: 1024, h: 768, minCell: 36 },
  { w: 1280, h: 800, minCell: 36 },
  { w: 1920, h: 1080, minCell: 36 },
  { w: 2560, h: 1440, minCell: 36 },
];

/** The largest board the layout should offer: the short side of a big screen is not all
 *  board, but nearly (the rest is margin), up to a sensible maximum. */
const BIG_BOARD = 880;

type Box = { x: number; y: number; width: number; height: number };

/** Boxes of what a player sees and touches around the board, by name. */
async function hud(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(() => {
    const named: Record<string, string> = {
      title: '.title',
      hint: '[data-testid="hint"]',
      'new-game': '[data-testid="new-game"]',
      mute: '[data-testid="mute"]',
      help: '[data-testid="help"]',
      score: '.stat:nth-child(1)',
      best: '.stat:nth-child(2)',
      moves: '.stat:nth-child(3)',
      highest: '.stat:nth-child(4)',
      board: '[data-testid="board"]',
      status: '[data-testid="status"]',
      seed: '.seed',
      settings: '[data-testid="settings"]',
      notice: '[data-testid="notice"]',
      'help-panel': '[data-testid="help-panel"]',
      tutorial: '[data-testid="tutorial"]',
    };
    const boxes: Record<string, Box> = {};
    for (const [name, selector] of Object.entries(named)) {
      const el = document.querySelector(selector);
      // What is hidden (under the help on a small screen, say) or only read out is not seen.
      if (!el || !el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width * r.height <= 1) continue;
      boxes[name] = { x: r.x, y: r.y, width: r.width, height: r.height };
    }
    return boxes;
  });
}

const EVERYTHING = ['title', 'hint', 'new-game', 'mute', 'help', 'score', 'best', 'moves', 'highest', 'board', 'seed', 'settings'];
/** What must show whatever else is open: the title, the buttons and the board. */
const ESSENTIALS = ['title', 'hint', 'new-game', 'mute', 'help', 'board'];

/** The page does not scroll either way, `shown` and every other visible box is wholly on
 *  screen, and no two overlap. */
async function expectFits(
  page: Page,
  w: number,
  h: number,
  shown = EVERYTHING,
): Promise<Record<string, Box>> {
  const scroll = await page.evaluate(() => ({
    w: document.documentElement.scrollWidth,
    h: document.documentElement.scrollHeight,
    bodyW: document.body.scrollWidth,
    bodyH: document.body.scrollHeight,
  }));
  expect(Math.max(scroll.w, scroll.bodyW), 'no horizontal page scroll').toBeLessThanOrEqual(w);
  expect(Math.max(scroll.h, scroll.bodyH), 'no vertical page scroll').toBeLessThanOrEqual(h);
  const boxes = await hud(page);
  for (const name of shown) {
    expect(boxes[name], `${name} is shown`).toBeDefined();
  }
  for (const [name, b] of Object.entries(boxes)) {
    expect(b.width * b.height, `${name} has a size`).toBeGreaterThan(0);
    expect(b.x, `${name} inside the screen (left)`).toBeGreaterThanOrEqual(0);
    expect(b.y, `${name} inside the screen (top)`).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, `${name} inside the screen (right)`).toBeLessThanOrEqual(w + 0.5);
    expect(b.y + b.height, `${name} inside the screen (bottom)`).toBeLessThanOrEqual(h + 0.5);
  }
  const names = Object.keys(boxes);
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const a = boxes[names[i]];
      const b = boxes[names[j]];
      const dx = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const dy = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      expect(dx > 0.5 && dy > 0.5, `${names[i]} and ${names[j]} do not overlap`).toBe(false);
    }
  }
  return boxes;
}

/** No number of the HUD is cut off. */
async function expectNumbersWhole(page: Page): Promise<void> {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('.stat dt, .stat dd, .seed a')]
      .filter((el) => el.scrollWidth > el.clientWidth + 0.5 || (el as HTMLElement).offsetWidth === 0)
      .map((el) => el.textContent),
  );
  expect(clipped, 'numbers and labels shown whole').toEqual([]);
}

/** `rows` with the longest numbers a game plausibly reaches in its top row (four to six
 *  digits; five and more show short, as 16.3k, where cells are small). All differ, so no
 *  run is made, and the board's known move stays. */
function withLongNumbers(rows: Rows): Rows {
  const long = [1024, 2048, 4096, 8192, 16384, 65536, 131072];
  return rows.map((row, y) => (y === 0 ? row.map((v, x) => long[x] ?? v) : row));
}

/** Every tile's number, or the short label shown in its place, fits inside the tile's
 *  face and is at least `minPx` high. A label of five or six characters (16.3k, 1.04M:
 *  the first three digits, as every short form in the game, src/model/numbers.rs) is
 *  sized to its face, and may be 2 px under that on the smallest cells. */
async function expectTileNumbersReadable(page: Page, minPx: number): Promise<void> {
  const problems = await page.evaluate((minPx) => {
    const pen = document.createElement('canvas').getContext('2d')!;
    const found: string[] = [];
    for (const face of document.querySelectorAll<HTMLElement>('[data-testid="tile"] .face')) {
      if (face.offsetWidth === 0) continue;
      const after = getComputedStyle(face, '::after');
      const label = after.display !== 'none' ? /"([^"]+)"/.exec(after.content)?.[1] : undefined;
      const style = label ? after : getComputedStyle(face);
      const text = label ?? face.textContent ?? '';
      const size = parseFloat(style.fontSize);
      pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const spacing = parseFloat(style.letterSpacing) || 0;
      const width = pen.measureText(text).width + spacing * (text.length - 1);
      const least = label && label.length >= 5 ? minPx - 2 : minPx;
      if (size < least) found.push(`${text}: ${size.toFixed(1)} px high`);
      if (width > face.clientWidth + 0.5) {
        found.push(`${text}: ${width.toFixed(1)} px wide in a ${face.clientWidth} px face`);
      }
    }
    return found;
  }, minPx);
  expect(problems, 'tile numbers readable and inside their tiles').toEqual([]);
}

/** A scrolling panel: everything in it can be scrolled into view inside it, on screen. */
async function expectScrollsInside(page: Page, testId: string, last: string, w: number, h: number) {
  const panel = page.getByTestId(testId);
  const box = (await panel.boundingBox())!;
  expect(box.y, `${testId} top on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${testId} left on screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${testId} bottom on screen`).toBeLessThanOrEqual(h + 0.5);
  expect(box.x + box.width, `${testId} right on screen`).toBeLessThanOrEqual(w + 0.5);
  // Scroll the panel itself to its end: its last part then shows inside it.
  await panel.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const end = (await panel.locator(last).last().boundingBox())!;
  expect(end.y + end.height, `${testId}'s end can be scrolled into view`).toBeLessThanOrEqual(
    box.y + box.height + 0.5,
  );
  expect(end.y + end.height, `${testId}'s end can be scrolled into view`).toBeGreaterThan(box.y);
  const pageScroll = await page.evaluate(() => [window.scrollX, window.scrollY]);
  expect(pageScroll, 'the page itself never scrolled').toEqual([0, 0]);
}

/** A screenshot: the matrix's to screenshots/ (not tracked), the rest to the test's output
 *  (or all to LAYOUT_SHOTS, a directory, when set). Taken before the checks, so a failure
 *  has one. */
async function shot(page: Page, info: TestInfo, name: string, kept = false) {
  const dir = process.env.LAYOUT_SHOTS;
  const path = dir ? `${dir}/${name}.png` : kept ? `screenshots/${name}.png` : info.outputPath(`${name}.png`);
  await page.screenshot({ path });
}

for (const { w, h, minCell } of MATRIX) {
  const size = `${w}×${h}`;

  test.describe(`at ${size}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
    });

    test(`${size}: the game fits, cells ≥ ${minCell} px, the board as large as fits`, async ({
      page,
    }, info) => {
      const game = new GamePage(page);
      // Numbers as long as a typical game's (the hint policy's median over 200 games:
      // 42,672 points; its longest game: 1,955 moves), and the longest seed a new game draws.
      await game.saveBoard(BOARD, { seed: 1000000000, score: 42672, moves: 1955, best: 98765 });
      await game.goto();
      // A hint: the longest kind of status line.
      await game.keys('h');
      await expect(game.hintedTiles()).toHaveCount(2);
      await shot(page, info, `layout-${w}x${h}`, true);
      const boxes = await expectFits(page, w, h);
      const cell = boxes.board.width / 9;
      expect(cell, 'cell size').toBeGreaterThanOrEqual(minCell);
      expect(boxes.board.width, 'the board as large as fits').toBeGreaterThanOrEqual(
        Math.min(0.9 * Math.min(w, h), BIG_BOARD),
      );
      expect(Math.abs(boxes.board.width - boxes.board.height), 'the board is square').toBeLessThan(1);
      await expectNumbersWhole(page);
      info.annotations.push({ type: 'cell', description: `${size}: ${cell.toFixed(1)} px` });
    });

    test(`${size}: 2048 fits, 4×4 and 8×8, with its new-game dialog`, async ({ page }, info) => {
      const game = new GamePage(page);
      // A 2048 game under way with long numbers, saved under the 2048 mode's own key.
      const rows = [[2048, 1024, 512, 256], [16, 32, 64, 128], [8, 4, 2, 0], [0, 0, 2, 4]];
      let next = 0;
      const ids = rows.map((row) => row.map((v) => (v === 0 ? 0 : next++)));
      await game.prepare();
      // A version-1 save: its win counts as answered, so no dialog covers the board.
      const save = { version: 1, board: rows, ids, next_id: next, score: 40976, moves: 1203, seed: '1000000000' };
      await page.addInitScript((save) => {
        if (!sessionStorage.getItem('2048-saved')) localStorage.setItem('exponentorus.2048.game', save);
        sessionStorage.setItem('2048-saved', '1');
      }, JSON.stringify(save));
      await page.goto('/?mode=2048');
      await expect(game.tiles()).toHaveCount(13);
      const shown = ['title', 'new-game', 'help', 'score', 'best', 'moves', 'highest', 'board', 'seed', 'settings'];
      await shot(page, info, `2048-${w}x${h}`, [360, 390, 1280].includes(w));
      let boxes = await expectFits(page, w, h, shown);
      expect(boxes.board.width / 4, 'cell size').toBeGreaterThanOrEqual(minCell);
      await expectNumbersWhole(page);
      await game.byTestId('new-game').click();
      await game.byTestId('size-pick').selectOption('8');
      await shot(page, info, `2048-new-game-${w}x${h}`, w === 390);
      await expect(game.byTestId('confirm-yes')).toBeInViewport({ ratio: 1 });
      await game.byTestId('confirm-yes').click();
      await expect(game.board()).toHaveCSS('--n', '8');
      boxes = await expectFits(page, w, h, shown);
      expect(boxes.board.width / 8, '8×8 cell size').toBeGreaterThanOrEqual(28);
    });

    test(`${size}: ExponenTile's flat 8×8 fits, its cursor off the centre`, async ({ page }, info) => {
      const game = new GamePage(page);
      await game.prepare();
      // A game under way with long numbers, a flat board's save under the mode's own key.
      const save = saveJson(withLongNumbers(patternBoard(8)), { seed: 1000000000, score: 42672, moves: 1955 });
      await page.addInitScript((save) => {
        if (!sessionStorage.getItem('flat-saved')) localStorage.setItem('exponentorus.exponentile.game', save);
        sessionStorage.setItem('flat-saved', '1');
      }, save.replace(/}$/, ',"wrap":false}'));
      await game.goto('/?mode=exponentile', 8);
      await expect(game.board()).toHaveClass(/\bflat\b/);
      // The cursor moved off the centre, and a hint: the longest kind of status line.
      await game.keys('ArrowLeft', 'ArrowLeft', 'ArrowUp', 'h');
      await expect(game.hintedTiles()).toHaveCount(2);
      await shot(page, info, `exponentile-${w}x${h}`, [360, 390, 1280].includes(w));
      const boxes = await expectFits(page, w, h);
      expect(boxes.board.width / 8, 'cell size').toBeGreaterThanOrEqual(minCell);
      await expectNumbersWhole(page);
      await expectTileNumbersReadable(page, 10);
    });

    for (const n of [5, 11]) {
      test(`${size}: a ${n}×${n} board fits too, its numbers readable`, async ({ page }, info) => {
        const game = new GamePage(page);
        // The longest numbers a game of this size plausibly shows, and long HUD numbers.
        await game.saveBoard(withLongNumbers(boardOf(n)), {
          seed: 1000000000,
          score: 123456,
          moves: 1955,
          bests: { [n]: 987654 },
        });
        await game.goto('/', n);
        await expect(game.byTestId('best')).toHaveText('987,654');
        await shot(page, info, `size-${n}-${w}x${h}`, [360, 390, 1280].includes(w));
        await expect(game.gameOver()).toHaveCount(0);
        const boxes = await expectFits(page, w, h);
        await expectNumbersWhole(page);
        const cell = boxes.board.width / n;
        // 11×11: ≥ 28 px on a phone 360 px or more (≥ 25 px on a 320 px one); 5×5 cells
        // at least as big as 9×9 ones must be, and at most 100 px (a board, not slabs).
        if (n === 11) expect(cell).toBeGreaterThanOrEqual((minCell * 28) / 36);
        else expect(cell).toBeGreaterThanOrEqual(minCell);
        expect(cell, 'cell size at most').toBeLessThanOrEqual(100);
        // Every tile's number fits its face; at 28 px cells and up, none under 10 px.
        await expectTileNumbersReadable(page, cell >= 28 ? 10 : 8);
        // The colour-blind-safe palette rings the numbers from 2048 up, so they are
        // smaller there: inside the rings, and at 28 px cells and up none under 9 px.
        await game.openSettings();
        await game.byTestId('palette').selectOption('safe');
        await game.closeSettings();
        await expectTileNumbersReadable(page, cell >= 28 ? 9 : 7);
        info.annotations.push({ type: 'cell', description: `${size} ${n}×${n}: ${cell.toFixed(1)} px` });
      });
    }

    test(`${size}: the first visit's tutorial fits beside or below its board, and the game after it`, async ({
      page,
    }, info) => {
      const game = new GamePage(page);
      await game.prepare({ settings: null });
      await game.goto('/?seed=42', 5);
      await expect(game.byTestId('tutorial')).toBeVisible();
      await shot(page, info, `layout-tutorial-${w}x${h}`);
      const boxes = await expectFits(page, w, h, [...ESSENTIALS, 'tutorial']);
      expect(boxes.board.width / 5, 'cell size with the tutorial open').toBeGreaterThanOrEqual(40);
      await expect(game.byTestId('tutorial-skip')).toBeInViewport({ ratio: 1 });
      await game.byTestId('tutorial-skip').click();
      await expect(game.byTestId('tutorial')).toHaveCount(0);
      await expect(game.tiles()).toHaveCount(81);
      await expectFits(page, w, h);
    });

    test(`${size}: how to play opens over the game, wholly on screen, scrolling inside itself`, async ({ page }, info) => {
      const game = new GamePage(page);
      await game.saveBoard(BOARD, { seed: 42 });
      await game.goto();
      const open = await expectFits(page, w, h);
      await game.byTestId('help').click();
      await expect(game.byTestId('help-panel')).toBeVisible();
      await shot(page, info, `layout-help-${w}x${h}`, w === 390);
      await expectScrollsInside(page, 'help-panel', 'li', w, h);
      await expect(game.byTestId('help-close')).toBeInViewport({ ratio: 1 });
      await game.byTestId('help-close').click();
      await expect(game.byTestId('help-panel')).toHaveCount(0);
      const closed = await expectFits(page, w, h);
      // The page under it does not move as it opens and closes.
      expect(Math.abs(closed.board.y - open.board.y), 'the board stays where it was').toBeLessThan(1);
      await shot(page, info, `layout-help-closed-${w}x${h}`, w === 390);
    });

    test(`${size}: a daily game's footer keeps to two lines, with a notice above`, async ({ page }, info) => {
      // A phone on its side gives its side column to the notice until it is closed.
      test.skip(h < 400, 'no room for the footer beside a notice');
      const game = new GamePage(page);
      await game.prepare();
      // A day still to come: a notice, and today's daily game with its footer.
      await game.goto('/?daily=2099-01-01');
      await expect(game.notice()).toBeVisible();
      await expect(game.byTestId('daily-day')).toBeVisible();
      await shot(page, info, `layout-daily-notice-${w}x${h}`, w === 1280);
      // A narrow side column (a tablet on its side, where the board takes the width)
      // cannot hold seven links on one line: there it may take more.
      const footerWidth = (await page.locator('footer.bottom').boundingBox())?.width ?? 0;
      const rows = await page.locator('footer.bottom').evaluate((footer) => {
        const tops = new Set<number>();
        for (const el of footer.querySelectorAll('button, a, .daily-label, [data-testid="daily-day"]')) {
          const r = el.getBoundingClientRect();
          if (r.width > 0) tops.add(Math.round(r.top + r.height / 2));
        }
        // Items of one line share their middle, give or take a pixel or two.
        return [...tops].sort((a, b) => a - b).filter((t, i, all) => i === 0 || t - all[i - 1] > 4).length;
      });
      const most = footerWidth >= 280 ? 2 : 4;
      expect(rows, `lines of the footer, ${footerWidth.toFixed(0)} px wide`).toBeLessThanOrEqual(most);
      await expectFits(page, w, h, [...ESSENTIALS, 'notice']);
    });

    test(`${size}: a notice fits, and the game with it`, async ({ page }, info) => {
      const game = new GamePage(page);
      await game.saveBoard(BOARD, { moves: 3 });
      // A link to another game while one is under way: a notice with a button in it.
      await game.goto('/?seed=5');
      await expect(game.notice()).toBeVisible();
      await shot(page, info, `layout-notice-${w}x${h}`);
      await expectFits(page, w, h, [...ESSENTIALS, 'notice']);
      await expect(game.byTestId('play-url-seed')).toBeInViewport({ ratio: 1 });
      await expect(game.byTestId('notice-close')).toBeInViewport({ ratio: 1 });
    });

    test(`${size}: game over fits on screen, beside the board or over the page, scrolling inside itself`, async ({
      page,
    }, info) => {
      const game = new GamePage(page);
      await game.saveBoard(NO_MOVE_BOARD, { score: 5120, moves: 212, best: 7400 });
      await game.goto();
      await expect(game.gameOver()).toBeVisible();
      await shot(page, info, `layout-game-over-${w}x${h}`);
      const board = (await game.board().boundingBox())!;
      const dialog = (await game.gameOver().boundingBox())!;
      // Beside the board where the HUD is a column: the board stays clear.
      if (w > h && w >= 600) {
        const apart = dialog.x + dialog.width <= board.x + 0.5 || dialog.x >= board.x + board.width - 0.5;
        expect(apart, 'the box beside the board').toBe(true);
      }
      // Its first control, which has the focus, in view as it opens.
      await expect(game.byTestId('game-over-new-game')).toBeInViewport({ ratio: 1 });
      await expectScrollsInside(page, 'game-over', 'button:visible', w, h);
    });

    test(`${size}: the new-game question fits on screen, scrolling inside itself`, async ({
      page,
    }, info) => {
      const game = new GamePage(page);
      await game.saveBoard(BOARD, { moves: 3 });
      await game.goto();
      await game.byTestId('new-game').click();
      await expect(game.byTestId('confirm-new-game')).toBeVisible();
      await shot(page, info, `layout-question-${w}x${h}`);
      await expectScrollsInside(page, 'confirm-new-game', 'button', w, h);
      await expect(game.byTestId('confirm-yes')).toBeInViewport({ ratio: 1 });
      await expect(game.byTestId('confirm-no')).toBeInViewport({ ratio: 1 });
    });

    test(`${size}: the settings dialog fits on screen, scrolling inside itself`, async ({ page }, info) => {
      const game = new GamePage(page);
      await game.saveBoard(BOARD);
      await game.goto();
      await game.openSettings();
      await shot(page, info, `layout-settings-${w}x${h}`);
      await expectScrollsInside(page, 'settings-dialog', 'button', w, h);
      await expect(game.byTestId('settings-done')).toBeInViewport({ ratio: 1 });
      await game.closeSettings();
    });
  });
}

type Insets = { top: number; right: number; bottom: number; left: number };

/** Phones with a notch or rounded corners and a home indicator, as the installed app sees
 *  them edge to edge (viewport-fit=cover): iPhone 14 upright and on its side, the Pro Max
 *  on its side. */
const NOTCHED: { w: number; h: number; insets: Insets }[] = [
  { w: 390, h: 844, insets: { top: 47, right: 0, bottom: 34, left: 0 } },
  { w: 844, h: 390, insets: { top: 0, right: 47, bottom: 21, left: 47 } },
  { w: 932, h: 430, insets: { top: 0, right: 59, bottom: 21, left: 59 } },
];

/** The browser's safe-area insets, as a phone's would be (env(safe-area-inset-*)). */
async function setInsets(page: Page, insets: Insets): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride' as never, { insets } as never);
}

function expectInside(boxes: Record<string, Box>, w: number, h: number, i: Insets): void {
  for (const [name, b] of Object.entries(boxes)) {
    expect(b.x, `${name} clear of the left inset`).toBeGreaterThanOrEqual(i.left);
    expect(b.y, `${name} clear of the top inset`).toBeGreaterThanOrEqual(i.top);
    expect(b.x + b.width, `${name} clear of the right inset`).toBeLessThanOrEqual(w - i.right + 0.5);
    expect(b.y + b.height, `${name} clear of the bottom inset`).toBeLessThanOrEqual(h - i.bottom + 0.5);
  }
}

test('the page runs edge to edge, into the safe areas', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(BOARD);
  await game.goto();
  expect(await page.locator('meta[name=viewport]').getAttribute('content')).toMatch(/viewport-fit\s*=\s*cover/);
});

for (const { w, h, insets } of NOTCHED) {
  test(`${w}×${h} with a notch and a home indicator: everything clear of the safe-area insets`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: w, height: h });
    await setInsets(page, insets);
    const game = new GamePage(page);
    await game.saveBoard(BOARD, { moves: 3 });
    await game.goto();
    await shot(page, info, `layout-insets-${w}x${h}`);
    const boxes = await expectFits(page, w, h);
    expectInside(boxes, w, h, insets);
    expect(boxes.board.width / 9, 'cell size').toBeGreaterThanOrEqual(36);

    await game.byTestId('new-game').click();
    await expect(game.byTestId('confirm-new-game')).toBeVisible();
    const dialog = (await game.byTestId('confirm-new-game').boundingBox())!;
    expectInside({ dialog }, w, h, insets);
    await game.byTestId('confirm-no').click();

    await game.byTestId('help').click();
    await expect(game.byTestId('help-panel')).toBeVisible();
    const help = (await game.byTestId('help-panel').boundingBox())!;
    expectInside({ help }, w, h, insets);
  });
}

for (const { w, h, insets } of [
  { w: 320, h: 480, insets: { top: 0, right: 0, bottom: 0, left: 0 } },
  { w: 844, h: 390, insets: NOTCHED[1].insets },
  { w: 1280, h: 800, insets: { top: 0, right: 0, bottom: 0, left: 0 } },
]) {
  test(`${w}×${h}: "Update available" fits on screen, clear of the board and the safe areas`, async ({
    page,
  }, info) => {
    test.slow();
    await page.setViewportSize({ width: w, height: h });
    await setInsets(page, insets);
    const served = await serveCopy();
    try {
      const game = new GamePage(page);
      await game.saveBoard(BOARD, { moves: 3 });
      await page.goto(served.url);
      await controllingWorker(page);
      // A changed build, deployed: the open page finds an update.
      deployChangedBuild(served.dir, '<meta name="layout-test-build" content="2" />');
      await page.reload();
      const prompt = page.getByTestId('update-available');
      await expect(prompt).toBeVisible({ timeout: 15_000 });
      await shot(page, info, `layout-update-${w}x${h}`);
      const boxes = await expectFits(page, w, h);
      const box = (await prompt.boundingBox())!;
      expectInside({ prompt: box, ...boxes }, w, h, insets);
      const board = boxes.board;
      const apart =
        box.x >= board.x + board.width || box.x + box.width <= board.x || box.y >= board.y + board.height || box.y + box.height <= board.y;
      expect(apart, 'the prompt leaves the board clear').toBe(true);
      await expect(page.getByTestId('update-now')).toBeInViewport({ ratio: 1 });
    } finally {
      served.close();
    }
  });
}
