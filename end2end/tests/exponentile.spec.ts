import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Cell, GamePage, patternBoard, type Rows, saveJson, SETTINGS_KEY } from './game-page';

// ExponenTile, the original's flat 8×8 board, as the third mode: the same page object and
// the same save format (with "wrap":false) under the mode's own key. The cursor moves over
// a board that stays still; no swap crosses its sides, by key, mouse or touch.

const FLAT_KEY = 'exponentorus.exponentile.game';
const STATS_KEY = 'exponentorus.stats';

/** The 8×8 pattern board (no run on a flat board; its known move (4,2)↔(4,3) lines up
 *  three 2s in row 3), as a flat board's save. */
const BOARD8 = patternBoard(8);
function flatSave(rows: Rows, opts: { moves?: number; score?: number } = {}): string {
  return saveJson(rows, opts).replace(/}$/, ',"wrap":false}');
}

/** Help seen, animations off, and the flat save `game` under the mode's key, written
 *  once per tab (a reload keeps what the game saved since). */
async function prepare(page: Page, game?: string): Promise<GamePage> {
  await page.addInitScript(
    ({ game, keys }) => {
      if (sessionStorage.getItem('e2e-prepared')) return;
      sessionStorage.setItem('e2e-prepared', '1');
      if (game) localStorage.setItem(keys.flat, game);
      localStorage.setItem(keys.settings, JSON.stringify({ help_seen: true, speed: 'instant' }));
    },
    { game, keys: { flat: FLAT_KEY, settings: SETTINGS_KEY } },
  );
  return new GamePage(page);
}

/** The pattern board's game, open in ExponenTile. */
async function openPattern(page: Page): Promise<GamePage> {
  const game = await prepare(page, flatSave(BOARD8));
  await game.goto('/?mode=exponentile', 8);
  await expect(page.locator('main')).toHaveAttribute('data-mode', 'exponentile');
  await expect(game.board()).toHaveClass(/\bflat\b/);
  return game;
}

/** Where a tile and the cursor's ring are on screen: they must not move while the
 *  cursor does. */
async function box(game: GamePage, selector: string) {
  return (await game.page.locator(selector).first().boundingBox())!;
}

/** Steps the cursor straight to (x, y): a flat board's cursor never wraps round. */
async function cursorTo(game: GamePage, to: Cell): Promise<void> {
  const at = await game.cursor();
  const press = async (key: string, times: number) => {
    for (let i = 0; i < times; i++) await game.page.keyboard.press(key);
  };
  await press(to.x > at.x ? 'ArrowRight' : 'ArrowLeft', Math.abs(to.x - at.x));
  await press(to.y > at.y ? 'ArrowDown' : 'ArrowUp', Math.abs(to.y - at.y));
  expect(await game.cursor()).toEqual(to);
}

/** The two cells the hint marks (press H first). */
async function hinted(game: GamePage): Promise<[Cell, Cell]> {
  await expect(game.hintedTiles()).toHaveCount(2);
  const cells = await game.hintedTiles().evaluateAll((tiles) =>
    tiles.map((t) => ({ x: Number((t as HTMLElement).dataset.x), y: Number((t as HTMLElement).dataset.y) })),
  );
  return [cells[0], cells[1]];
}

/** The pixels from a's centre to its neighbour b's. */
async function towards(game: GamePage, a: Cell, b: Cell): Promise<[number, number]> {
  const from = await game.centre(a.x, a.y);
  const to = await game.centre(b.x, b.y);
  return [to.x - from.x, to.y - from.y];
}

/** The board, moves and score as shown, to compare across a reload. */
async function shown(game: GamePage) {
  return { rows: await game.values(), moves: await game.number('moves'), score: await game.number('score') };
}

test.describe('ExponenTile: keys', () => {
  test('the arrows and WASD move a cursor over a board that stays still; the edges stop it; Home and C centre it', async ({
    page,
  }) => {
    const game = await openPattern(page);
    expect(await game.cursor()).toEqual({ x: 4, y: 4 });
    // The ARIA grid names the flat board, and its active cell is the cursor's.
    const grid = page.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-label', 'Board, 8 by 8. The arrows move the cursor.');
    await expect(grid.getByRole('gridcell')).toHaveCount(64);
    await expect(grid).toHaveAttribute('aria-activedescendant', 'cell-4-4');
    const corner = await box(game, '[data-testid="tile"][data-x="0"][data-y="0"]');
    const ring = await box(game, '.cursor-ring');
    await game.keys('ArrowLeft');
    expect(await game.cursor()).toEqual({ x: 3, y: 4 });
    await expect(grid).toHaveAttribute('aria-activedescendant', 'cell-3-4');
    await expect(page.locator('#cell-3-4')).toHaveAttribute('aria-label', /, row 5, column 4, cursor$/);
    // The tiles stay where they were, and the cursor's ring moved a cell left.
    expect(await box(game, '[data-testid="tile"][data-x="0"][data-y="0"]')).toEqual(corner);
    await expect(async () => {
      const now = await box(game, '.cursor-ring');
      expect(ring.x - now.x).toBeCloseTo(corner.width, 0);
    }).toPass();
    await expect(page.locator('.plane.rolling, .tile.ghost')).toHaveCount(0);
    await game.keys('a', 'a', 'a');
    expect(await game.cursor()).toEqual({ x: 0, y: 4 });
    await game.keys('ArrowLeft');
    expect(await game.cursor()).toEqual({ x: 0, y: 4 });
    await expect(game.status()).toHaveText("The cursor is at the board's left edge.");
    await game.keys('w', 'w', 'w', 'w', 'ArrowUp');
    expect(await game.cursor()).toEqual({ x: 0, y: 0 });
    await expect(game.status()).toHaveText("The cursor is at the board's top edge.");
    await game.keys('Home');
    expect(await game.cursor()).toEqual({ x: 4, y: 4 });
    await game.keys('s', 's', 's', 'ArrowDown', 'd', 'd', 'd', 'd');
    expect(await game.cursor()).toEqual({ x: 7, y: 7 });
    await expect(game.status()).toHaveText("The cursor is at the board's right edge.");
    await game.keys('c');
    expect(await game.cursor()).toEqual({ x: 4, y: 4 });
    expect(await box(game, '[data-testid="tile"][data-x="0"][data-y="0"]')).toEqual(corner);
    await expect(game.byTestId('moves')).toHaveText('0');
  });

  test('Space or Enter picks up, Esc puts down, an arrow swaps; no swap crosses a side', async ({ page }) => {
    const game = await openPattern(page);
    const start = await game.values();
    await cursorTo(game, { x: 4, y: 2 });
    await game.keys(' ');
    await expect(game.selectedTiles()).toHaveCount(1);
    await game.keys('Escape');
    await expect(game.selectedTiles()).toHaveCount(0);
    await expect(game.status()).toHaveText('Put down.');
    await game.keys('Enter', 'ArrowDown');
    await expect(game.byTestId('moves')).toHaveText('1');
    expect(await game.number('score')).toBeGreaterThan(0);
    const after = await game.values();
    expect(after).not.toEqual(start);
    // Picked up on the left side, and swapped left: nothing is there.
    await cursorTo(game, { x: 0, y: 6 });
    await game.keys(' ', 'ArrowLeft');
    await expect(game.status()).toContainText('does not wrap');
    await expect(game.selectedTiles()).toHaveCount(0);
    await cursorTo(game, { x: 7, y: 6 });
    await game.keys(' ', 'd');
    await expect(game.status()).toContainText('does not wrap');
    await expect(game.byTestId('moves')).toHaveText('1');
    expect(await game.values()).toEqual(after);
  });
});

test.describe('ExponenTile: mouse', () => {
  test('a click, then a neighbour, swaps; the other side is no neighbour; a drag off a side is refused', async ({
    page,
  }) => {
    const game = await openPattern(page);
    await game.clickSwap({ x: 4, y: 2 }, { x: 4, y: 3 });
    await expect(game.byTestId('moves')).toHaveText('1');
    const after = await game.values();
    // Column 0 and column 7 are not neighbours here: the second click picks the other.
    await game.tile(0, 6).click();
    await game.tile(7, 6).click();
    await expect(game.selectedTiles()).toHaveCount(1);
    await expect(game.selectedTiles()).toHaveAttribute('data-x', '7');
    await game.tile(7, 6).click();
    await expect(game.selectedTiles()).toHaveCount(0);
    const cell = (await game.tile(0, 1).boundingBox())!.width;
    await game.drag({ x: 0, y: 1 }, -cell, 0);
    await expect(game.status()).toContainText('does not wrap');
    await game.drag({ x: 7, y: 1 }, cell, 0);
    await expect(game.status()).toContainText('does not wrap');
    await expect(game.byTestId('moves')).toHaveText('1');
    expect(await game.values()).toEqual(after);
    // The hint's move, by a drag.
    await game.keys('h');
    const [a, b] = await hinted(game);
    const [dx, dy] = await towards(game, a, b);
    await game.drag(a, dx, dy);
    await expect(game.byTestId('moves')).toHaveText('2');
  });
});

test.describe('ExponenTile: touch', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a flick swaps; a flick off a side is refused; two fingers roll nothing', async ({ page }) => {
    const game = await openPattern(page);
    const [dx, dy] = await towards(game, { x: 4, y: 2 }, { x: 4, y: 3 });
    await game.flick({ x: 4, y: 2 }, dx, dy);
    await expect(game.byTestId('moves')).toHaveText('1');
    const after = await game.values();
    await game.flick({ x: 0, y: 5 }, -dy, 0);
    await expect(game.status()).toContainText('does not wrap');
    await game.flick({ x: 7, y: 5 }, dy, 0);
    await expect(game.byTestId('moves')).toHaveText('1');
    const corner = await box(game, '[data-testid="tile"][data-x="0"][data-y="0"]');
    const cursor = await game.cursor();
    await game.twoFingerDrag(2 * dy, dy);
    await game.atRest();
    expect(await box(game, '[data-testid="tile"][data-x="0"][data-y="0"]')).toEqual(corner);
    expect(await game.cursor()).toEqual(cursor);
    expect(await game.values()).toEqual(after);
  });

  test('one game by keys, mouse and touch, a reload between each, and undo and redo after', async ({ page }) => {
    const game = await openPattern(page);
    // Keys: the known move.
    await cursorTo(game, { x: 4, y: 2 });
    await game.keys(' ', 'ArrowDown');
    await expect(game.byTestId('moves')).toHaveText('1');
    let before = await shown(game);
    await page.reload();
    await game.shown();
    await expect(page.locator('main')).toHaveAttribute('data-mode', 'exponentile');
    expect(await shown(game)).toEqual(before);
    expect(await game.cursor(), 'the cursor in the centre again').toEqual({ x: 4, y: 4 });
    // Mouse: the hint's move, clicked.
    await game.keys('h');
    const [a, b] = await hinted(game);
    await game.clickSwap(a, b);
    await expect(game.byTestId('moves')).toHaveText('2');
    before = await shown(game);
    await page.reload();
    await game.shown();
    expect(await shown(game)).toEqual(before);
    // Touch: the hint's move, flicked.
    await game.keys('h');
    const [c, d] = await hinted(game);
    const [dx, dy] = await towards(game, c, d);
    await game.flick(c, dx, dy);
    await expect(game.byTestId('moves')).toHaveText('3');
    before = await shown(game);
    await page.reload();
    await game.shown();
    expect(await shown(game)).toEqual(before);
    const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), FLAT_KEY))!);
    expect(stored.version).toBe(2);
    expect(JSON.stringify(stored)).toContain('"wrap":false');
    // Undo takes the last back; redo plays it again, the same new tiles.
    await game.keys('u');
    await expect(game.byTestId('moves')).toHaveText('2');
    await expect(game.byTestId('undos')).toContainText('1');
    await game.keys('Shift+U');
    await expect(game.byTestId('moves')).toHaveText('3');
    expect(await game.values()).toEqual(before.rows);
  });
});

test.describe('ExponenTile: links and dialogs', () => {
  test('a seed link opens the same flat game anywhere, a size of its own too, and another size says so', async ({
    page,
    browser,
    baseURL,
  }) => {
    const game = await prepare(page);
    await game.goto('/?mode=exponentile&seed=7', 8);
    await expect(game.byTestId('seed')).toHaveText('7');
    await expect(game.board()).toHaveClass(/\bflat\b/);
    await expect(page.locator('h1.title')).toHaveText('ExponenTile');
    const rows = await game.values();
    // Another browser: the same deal.
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    const elsewhere = await prepare(other);
    await elsewhere.goto('/?mode=exponentile&seed=7', 8);
    expect(await elsewhere.values()).toEqual(rows);
    await context.close();
    // No move made, so nothing is under way: the link's game of another side starts.
    await game.goto('/?mode=exponentile&seed=7&size=6', 6);
    await expect(game.board()).toHaveCSS('--n', '6');
    await expect(page).toHaveURL(/mode=exponentile&seed=7&size=6/);
    await game.goto('/?mode=exponentile&seed=9&size=5', 8);
    await expect(game.notice()).toContainText('“5” is not a board size');
    await expect(game.notice()).toContainText('8×8');
  });

  test('its daily game is the day’s flat 8×8 board, apart from the free game', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-30T12:00:00Z'));
    const game = await openPattern(page);
    const free = await game.values();
    await game.goto('/?mode=exponentile&daily', 8);
    await expect(game.byTestId('daily-day')).toHaveText('2026-11-30');
    await expect(game.board()).toHaveClass(/\bflat\b/);
    expect(await game.values()).not.toEqual(free);
    expect(await page.evaluate(() => localStorage.getItem('exponentorus.exponentile.daily.game'))).toContain(
      '"wrap":false',
    );
    await game.byTestId('free-game').click();
    await expect(game.byTestId('daily-day')).toHaveCount(0);
    expect(await game.values()).toEqual(free);
  });

  test('the new-game dialog offers it beside ExponenTorus and 2048, with its sides; the way back keeps it', async ({
    page,
  }) => {
    const game = await prepare(page);
    await game.goto('/?seed=3');
    await game.byTestId('new-game').click();
    await expect(game.byTestId('confirm-new-game')).toBeVisible();
    await expect(page.locator('input[name="mode"]')).toHaveCount(3);
    await game.byTestId('mode-pick-exponentile').check();
    await expect(game.byTestId('new-game-note')).toHaveText(
      'Your ExponenTorus game is kept. An ExponenTile game under way resumes, and offers the new one.',
    );
    const sides = await game.byTestId('size-pick').locator('option').evaluateAll((o) =>
      o.map((each) => (each as HTMLOptionElement).value),
    );
    expect(sides).toEqual(['6', '7', '8', '9', '10']);
    await expect(game.byTestId('size-pick')).toHaveValue('8');
    await game.byTestId('size-pick').selectOption('10');
    await game.byTestId('confirm-yes').click();
    // ExponenTile's first game here starts with its tutorial, the new game waiting behind.
    await expect(game.byTestId('tutorial-step')).toHaveText('· step 1 of 3');
    await game.byTestId('tutorial-skip').click();
    await expect(game.tiles()).toHaveCount(100);
    await expect(game.board()).toHaveClass(/\bflat\b/);
    await expect(page).toHaveURL(/mode=exponentile&seed=\d+&size=10/);
    await game.keys('ArrowLeft');
    expect(await game.cursor()).toEqual({ x: 4, y: 5 });
    // A move, so the game is under way; then back to the main game, as it was left.
    await game.keys('h');
    const [a, b] = await hinted(game);
    await game.clickSwap(a, b);
    await expect(game.byTestId('moves')).toHaveText('1');
    const played = await game.values();
    await game.byTestId('mode-exponentorus').click();
    await expect(game.tiles()).toHaveCount(81);
    await expect(game.byTestId('seed')).toHaveText('3');
    // The dialog again: the game under way resumes, and the new one is offered.
    await game.byTestId('new-game').click();
    await game.byTestId('mode-pick-exponentile').check();
    await game.byTestId('confirm-yes').click();
    await expect(game.tiles()).toHaveCount(100);
    await expect(game.byTestId('play-url-seed')).toBeVisible();
    expect(await game.values()).toEqual(played);
    // That is news, not a problem: a status in the page's colours, not an alert in the
    // colour the notices of problems take.
    const notice = game.notice();
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toHaveClass(/\binfo\b/);
    const edge = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--edge').trim());
    expect(await notice.evaluate((el) => getComputedStyle(el).borderTopColor)).not.toBe(
      await page.evaluate((edge) => {
        const probe = document.createElement('i');
        probe.style.color = edge;
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      }, edge),
    );
    // The mode played last opens on a reload.
    await page.reload();
    await expect(game.tiles()).toHaveCount(100);
    await expect(game.board()).toHaveClass(/\bflat\b/);
    expect(await game.values()).toEqual(played);
  });

  test('Share sends a line about the game and a link that replays it on a flat board', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: { text: string }) => {
          (window as unknown as { sharedText: string }).sharedText = data.text;
        },
      });
    });
    // A game dealt here, so it has its whole move log (a version-1 save has none).
    const game = await prepare(page);
    await game.goto('/?mode=exponentile&seed=7', 8);
    const dealt = await game.values();
    await game.keys('h');
    const [a, b] = await hinted(game);
    await game.clickSwap(a, b);
    await expect(game.byTestId('moves')).toHaveText('1');
    const played = await game.values();
    const score = await game.byTestId('score').textContent();
    await game.byTestId('share').click();
    const text = (await (
      await page.waitForFunction(() => (window as unknown as { sharedText?: string }).sharedText)
    ).jsonValue()) as string;
    const [line, link] = text.split('\n');
    expect(line).toMatch(new RegExp(`^ExponenTile 8×8 · seed 7 · ${score} points · top tile \\d+ · 1 move$`));
    expect(link).toMatch(/\/\?replay=[\w-]+$/);
    await page.goto(link);
    await expect(game.byTestId('replay-position')).toHaveText('0 / 1');
    await expect(game.board()).toHaveClass(/\bflat\b/);
    expect(await game.values()).toEqual(dealt);
    await game.byTestId('replay-end').click();
    await expect(game.byTestId('replay-position')).toHaveText('1 / 1');
    expect(await game.values()).toEqual(played);
    await game.byTestId('replay-back-to-game').click();
    await expect(game.byTestId('moves')).toHaveText('1');
    await expect(page.locator('main')).toHaveAttribute('data-mode', 'exponentile');
  });
});

test.describe('ExponenTile: help, solver, statistics', () => {
  test('the hint and Watch play by the flat board’s rules; any key hands the game back', async ({ page }) => {
    const game = await openPattern(page);
    await game.keys('h');
    const [a, b] = await hinted(game);
    expect(Math.abs(a.x - b.x) + Math.abs(a.y - b.y), 'the hint swaps neighbours, never across a side').toBe(1);
    await game.keys('p');
    await expect(async () => expect(await game.number('moves')).toBeGreaterThanOrEqual(2)).toPass({ timeout: 20_000 });
    await game.keys('Escape');
    await expect(game.byTestId('assisted')).toBeVisible();
    const moves = await game.number('moves');
    await page.waitForTimeout(500);
    expect(await game.number('moves'), 'Watch stopped').toBe(moves);
  });

  test('how to play is the flat board’s and credits the original', async ({ page }) => {
    const game = await openPattern(page);
    await game.keys('?');
    const help = game.byTestId('help-panel');
    await expect(help).toBeVisible();
    await expect(help).toContainText('move the cursor over the board');
    // Every key the mode answers is listed (its help once left out M), and does what it says.
    await expect(help.locator('kbd').filter({ hasText: /^M$/ })).toHaveCount(1);
    await expect(help).toContainText('M sound off or on');
    // How to play is a dialog: the keys wait for it to close.
    const credit = game.byTestId('exponentile-credit');
    await expect(credit).toContainText('Mike Laumann Bellika');
    await game.keys('m');
    await expect(game.byTestId('mute')).toHaveAttribute('aria-pressed', 'false');
    await game.keys('Escape', 'm');
    await expect(game.byTestId('mute')).toHaveAttribute('aria-pressed', 'true');
    await game.keys('?');
    await expect(credit).toContainText('MIT');
    await expect(credit.locator('a[href="https://bellika.dk/exponentile"]')).toHaveCount(1);
    await expect(credit.locator('a[href="https://github.com/MikeBellika/tile-game"]')).toHaveCount(1);
  });

  test('the statistics keep each side apart', async ({ page }) => {
    const record = JSON.stringify({
      version: 1,
      games: [
        { mode: 'exponentile', size: 8, seed: '1', score: 3000, top: 256, moves: 90, undos: 0, solver: 0, on: '2026-11-20' },
        { mode: 'exponentile', size: 8, seed: '2', score: 5000, top: 512, moves: 140, undos: 0, solver: 0, on: '2026-11-21' },
        { mode: 'exponentile', size: 6, seed: '3', score: 800, top: 64, moves: 40, undos: 0, solver: 0, on: '2026-11-22' },
      ],
    });
    await page.addInitScript(([k, v]) => localStorage.setItem(k, v), [STATS_KEY, record]);
    const game = await openPattern(page);
    await game.keys('t');
    const panel = page.getByTestId('stats-dialog');
    await expect(panel).toBeVisible();
    // The game in play's group first: ExponenTile 8×8.
    await expect(panel.getByTestId('stats-played')).toHaveText('2');
    await expect(panel.getByTestId('stats-best')).toHaveText('5,000');
    await panel.getByTestId('stats-group').selectOption({ label: 'ExponenTile 6×6' });
    await expect(panel.getByTestId('stats-played')).toHaveText('1');
    await expect(panel.getByTestId('stats-best')).toHaveText('800');
  });
});
