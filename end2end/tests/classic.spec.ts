import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, GAME_KEY, GamePage, saveJson, SETTINGS_KEY } from './game-page';

// Classic 2048, the second mode. Games are set up through the real save format under the
// 2048 mode's own key; the same page object's hooks (tile, score, best, moves) serve.

const SLIDE_KEY = 'exponentorus.2048.game';
type Rows = number[][];

/** A 2048 save of `rows` (0 = empty; ids row-major over the tiles; no rng: fresh from seed). */
function slideSave(rows: Rows, opts: { score?: number; moves?: number; seed?: number } = {}): string {
  let next = 0;
  const ids = rows.map((row) => row.map((v) => (v === 0 ? 0 : next++)));
  return JSON.stringify({
    version: 1,
    board: rows,
    ids,
    next_id: next,
    score: opts.score ?? 0,
    moves: opts.moves ?? 0,
    seed: String(opts.seed ?? 7),
  });
}

type Setup = { slide?: string; torus?: string; speed?: string };

/** Writes the saves before the page's scripts run, once per tab. */
async function prepare(page: Page, s: Setup): Promise<void> {
  await page.addInitScript(
    ({ s, keys }) => {
      if (sessionStorage.getItem('e2e-prepared')) return;
      sessionStorage.setItem('e2e-prepared', '1');
      if (s.slide) localStorage.setItem(keys.slide, s.slide);
      if (s.torus) localStorage.setItem(keys.torus, s.torus);
      localStorage.setItem(keys.settings, JSON.stringify({ help_seen: true, speed: s.speed ?? 'instant' }));
    },
    { s, keys: { slide: SLIDE_KEY, torus: GAME_KEY, settings: SETTINGS_KEY } },
  );
}

/** The 2048 board's values, rows top first, 0 for empty. */
async function values(game: GamePage, n = 4): Promise<Rows> {
  await game.atRest();
  return game.tiles().evaluateAll((tiles, n) => {
    const rows: number[][] = Array.from({ length: n }, () => Array(n).fill(0));
    for (const t of tiles) {
      const el = t as HTMLElement;
      rows[Number(el.dataset.y)][Number(el.dataset.x)] = Number(el.dataset.value);
    }
    return rows;
  }, n);
}

/** Where the tile of id `id` is. */
async function whereIs(game: GamePage, id: number): Promise<{ x: number; y: number }> {
  const t = game.page.locator(`[data-testid="tile"][data-id="${id}"]`);
  return { x: Number(await t.getAttribute('data-x')), y: Number(await t.getAttribute('data-y')) };
}

const ONE_TILE: Rows = [
  [0, 0, 0, 0],
  [0, 2, 0, 0],
  [0, 0, 0, 0],
  [0, 0, 0, 0],
];
const ENDS = {
  left: { x: 0, y: 1 },
  right: { x: 3, y: 1 },
  up: { x: 1, y: 0 },
  down: { x: 1, y: 3 },
};
const KEYS = { left: 'ArrowLeft', right: 'ArrowRight', up: 'ArrowUp', down: 'ArrowDown' };
const WASD = { left: 'a', right: 'd', up: 'w', down: 's' };
const PIXELS = { left: [-90, 6], right: [90, -6], up: [5, -90], down: [-5, 90] };
type Dir = keyof typeof ENDS;
const DIRS = Object.keys(ENDS) as Dir[];

async function openOneTile(page: Page): Promise<GamePage> {
  const game = new GamePage(page);
  await prepare(page, { slide: slideSave(ONE_TILE) });
  await page.goto('/?mode=2048');
  await expect(game.tiles()).toHaveCount(1);
  return game;
}

/** The move played: one more move, the tile at its wall, and one new tile. */
async function expectSlid(game: GamePage, dir: Dir): Promise<void> {
  await expect(game.byTestId('moves')).toHaveText('1');
  await expect(game.tiles()).toHaveCount(2);
  expect(await whereIs(game, 0)).toEqual(ENDS[dir]);
}

test.describe('2048: input', () => {
  for (const dir of DIRS) {
    test(`${KEYS[dir]} and ${WASD[dir]} slide ${dir}`, async ({ page }) => {
      const game = await openOneTile(page);
      await game.keys(KEYS[dir]);
      await expectSlid(game, dir);
      await page.reload();
      await expect(game.tiles()).toHaveCount(2);
      // WASD on a fresh copy of the same start.
      await page.evaluate(
        ([k, v]) => localStorage.setItem(k, v),
        [SLIDE_KEY, slideSave(ONE_TILE)],
      );
      await page.reload();
      await expect(game.tiles()).toHaveCount(1);
      await game.keys(WASD[dir]);
      await expectSlid(game, dir);
    });

    test(`a mouse drag slides ${dir}`, async ({ page }) => {
      const game = await openOneTile(page);
      const [dx, dy] = PIXELS[dir];
      await game.drag({ x: 1, y: 1 }, dx, dy);
      await expectSlid(game, dir);
    });
  }

  test.describe('touch', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });
    for (const dir of DIRS) {
      test(`a swipe slides ${dir}`, async ({ page }) => {
        const game = await openOneTile(page);
        const [dx, dy] = PIXELS[dir];
        await game.flick({ x: 1, y: 1 }, dx, dy);
        await expectSlid(game, dir);
      });
    }
  });

  test('keys with Ctrl, Alt or Meta are left to the browser', async ({ page }) => {
    const game = await openOneTile(page);
    await game.keys('Control+ArrowLeft', 'Alt+ArrowRight', 'Meta+ArrowUp');
    await expect(game.byTestId('moves')).toHaveText('0');
    expect(await whereIs(game, 0)).toEqual({ x: 1, y: 1 });
  });

  test('a tap on the board is no move', async ({ page }) => {
    const game = await openOneTile(page);
    await game.tile(1, 1).click();
    await expect(game.byTestId('moves')).toHaveText('0');
  });
});

test.describe('2048: rules on screen', () => {
  test('a merge scores and the best follows', async ({ page }) => {
    const game = new GamePage(page);
    await prepare(page, { slide: slideSave([[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [4, 4, 4, 0]]) });
    await page.goto('/?mode=2048');
    await expect(game.tiles().first()).toBeVisible();
    await game.keys('ArrowLeft');
    await expect(game.byTestId('score')).toHaveText('12');
    await expect(game.byTestId('best')).toHaveText('12');
    await expect(game.byTestId('highest')).toHaveText('8');
    const rows = await values(game);
    expect(rows[0].slice(0, 1)).toEqual([4]);
    expect(rows[3].slice(0, 2)).toEqual([8, 4]);
    await expect(game.status()).toContainText('Score 12');
  });

  test('a move that changes nothing is not counted and draws no tile', async ({ page }) => {
    const game = new GamePage(page);
    const start = [[2, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];
    await prepare(page, { slide: slideSave(start) });
    await page.goto('/?mode=2048');
    // The app, not the page's shell, takes the keys.
    await expect(game.tiles()).toHaveCount(2);
    await game.keys('ArrowLeft', 'ArrowUp');
    await expect(game.status()).toHaveText('Nothing moves up.');
    await expect(game.byTestId('moves')).toHaveText('0');
    expect(await values(game)).toEqual(start);
  });

  test('2048 wins once: Keep going plays on, and no second win', async ({ page }) => {
    const game = new GamePage(page);
    await prepare(page, { slide: slideSave([[1024, 1024, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [2, 0, 0, 0]]) });
    await page.goto('/?mode=2048');
    await expect(game.tiles().first()).toBeVisible();
    await game.keys('ArrowLeft');
    const win = game.byTestId('win');
    await expect(win).toBeVisible();
    await expect(win).toContainText('You win');
    await expect(game.byTestId('keep-going')).toBeFocused();
    // Moves wait while the dialog is open.
    await game.keys('ArrowRight');
    await expect(game.byTestId('moves')).toHaveText('1');
    await game.byTestId('keep-going').click();
    await expect(win).toBeHidden();
    await game.keys('ArrowRight');
    await expect(game.byTestId('moves')).toHaveText('2');
    await expect(win).toBeHidden();
    await expect(game.byTestId('highest')).toHaveText('2,048');
  });

  test('the last move ends the game; New game starts a fresh one', async ({ page }) => {
    const game = new GamePage(page);
    // Seed 7 draws a 2 onto the one empty cell: no pair is left.
    await prepare(page, {
      slide: slideSave([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 8, 8]], { seed: 7 }),
    });
    await page.goto('/?mode=2048');
    await expect(game.gameOver()).toBeHidden();
    await game.keys('ArrowLeft');
    await expect(game.gameOver()).toBeVisible();
    await expect(game.byTestId('final-score')).toHaveText('16');
    await expect(game.status()).toContainText('Game over');
    await game.byTestId('game-over-new-game').click();
    await expect(game.gameOver()).toBeHidden();
    await expect(game.tiles()).toHaveCount(2);
    await expect(game.byTestId('moves')).toHaveText('0');
    await expect(game.byTestId('best')).toHaveText('16');
  });
});

test.describe('2048: accessibility', () => {
  test('the board is an ARIA grid of labelled cells, and moves are announced', async ({ page }) => {
    const game = new GamePage(page);
    await prepare(page, { slide: slideSave([[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 8]]) });
    await page.goto('/?mode=2048');
    const grid = page.getByRole('grid');
    await expect(grid).toHaveAttribute('data-testid', 'board');
    await expect(grid.getByRole('row')).toHaveCount(4);
    await expect(grid.getByRole('gridcell')).toHaveCount(16);
    await expect(page.locator('#cell-1-0')).toHaveAttribute('aria-label', '2, row 1, column 2');
    await expect(page.locator('#cell-2-0')).toHaveAttribute('aria-label', 'empty, row 1, column 3');
    await expect(game.status()).toHaveAttribute('aria-live', 'polite');
    // Keyboard only: focus the board, slide.
    await grid.focus();
    await game.keys('ArrowLeft');
    await expect(page.locator('#cell-0-0')).toHaveAttribute('aria-label', '4, row 1, column 1');
    await expect(game.status()).toHaveText('Slid left. Merged into 4. Score 4.');
  });
});

test.describe('2048: games kept', () => {
  test('a reload resumes the game as it was', async ({ page }) => {
    const game = new GamePage(page);
    await prepare(page, { slide: slideSave([[2, 2, 0, 0], [0, 4, 0, 0], [0, 4, 0, 0], [0, 0, 0, 0]]) });
    await page.goto('/?mode=2048');
    await expect(game.tiles().first()).toBeVisible();
    await game.keys('ArrowLeft', 'ArrowUp', 'ArrowRight');
    await expect(game.byTestId('moves')).toHaveText('3');
    const before = await values(game);
    const score = await game.number('score');
    await page.reload();
    await expect(game.byTestId('moves')).toHaveText('3');
    expect(await values(game)).toEqual(before);
    expect(await game.number('score')).toBe(score);
  });

  test('the address names the game; a link opens it with its size', async ({ page }) => {
    const game = new GamePage(page);
    await prepare(page, {});
    await page.goto('/?mode=2048&seed=7&size=5');
    await expect(game.board()).toHaveCSS('--n', '5');
    await expect(game.tiles()).toHaveCount(2);
    await expect(game.byTestId('seed')).toHaveText('7');
    const first = await values(game, 5);
    await page.goto('/?mode=2048&seed=7&size=5');
    expect(await values(game, 5)).toEqual(first);
    await game.keys('ArrowDown');
    await expect(page).toHaveURL(/mode=2048&seed=7&size=5/);
  });

  test('Share copies a line about the 2048 game and a link that replays it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
    });
    const game = new GamePage(page);
    await prepare(page, {});
    await page.goto('/?mode=2048&seed=7&size=5');
    await expect(game.tiles()).toHaveCount(2);
    await game.keys('ArrowDown');
    await expect(game.byTestId('moves')).toHaveText('1');
    await game.byTestId('share').click();
    await expect(game.byTestId('share')).toHaveText('Copied');
    const [line, link] = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
    const score = await game.byTestId('score').textContent();
    expect(line).toMatch(new RegExp(`^2048 5×5 · seed 7 · ${score} points · top tile \\d+ · 1 move$`));
    expect(link).toMatch(/\/\?replay=[\w-]+$/);
    // The link replays the game: its deal, then its one slide.
    const first = await values(game, 5);
    await game.keys('u');
    await expect(game.byTestId('moves')).toHaveText('0');
    const dealt = await values(game, 5);
    await page.goto(link);
    await expect(page.getByTestId('replay-position')).toHaveText('0 / 1');
    expect(await values(game, 5)).toEqual(dealt);
    await page.getByTestId('replay-end').click();
    await expect(page.getByTestId('replay-position')).toHaveText('1 / 1');
    expect(await values(game, 5)).toEqual(first);
    expect(first).not.toEqual(dealt);
  });

  test('the new-game dialog picks the size', async ({ page }) => {
    const game = new GamePage(page);
    await prepare(page, {});
    await page.goto('/?mode=2048');
    await expect(game.tiles()).toHaveCount(2);
    // N with no game under way starts one at once, as in every mode; the button asks.
    await game.byTestId('new-game').click();
    await expect(game.byTestId('confirm-new-game')).toBeVisible();
    await expect(game.byTestId('mode-pick-2048')).toBeChecked();
    await game.byTestId('size-pick').selectOption('6');
    await game.byTestId('confirm-yes').click();
    await expect(game.byTestId('confirm-new-game')).toBeHidden();
    await expect(game.board()).toHaveCSS('--n', '6');
    await expect(game.board()).toBeFocused();
    await expect(page).toHaveURL(/size=6/);
    await expect(game.byTestId('best')).toHaveText('0');
  });

  test('switching modes keeps both games', async ({ page }) => {
    const game = new GamePage(page);
    // Both games under way (a move made in each).
    await prepare(page, {
      torus: saveJson(BOARD),
      slide: slideSave([[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], { moves: 1 }),
    });
    /** The main game's new-game dialog, 2048 picked and started. */
    const to2048 = async () => {
      await game.byTestId('new-game').click();
      await game.byTestId('mode-pick-2048').check();
      await expect(game.byTestId('new-game-note')).toHaveText(
        'Your ExponenTorus game is kept. A 2048 game under way resumes, and offers the new one.',
      );
      await game.byTestId('confirm-yes').click();
    };
    await page.goto('/');
    await expect(game.tiles()).toHaveCount(81);
    // A move in the main game.
    await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
    await expect(game.byTestId('moves')).toHaveText('1');
    const torusScore = await game.number('score');
    // To 2048, whose game under way resumes, the new one offered; a move there.
    await to2048();
    await expect(game.board()).toHaveAttribute('data-mode', '2048');
    await expect(game.tiles()).toHaveCount(2);
    await expect(game.byTestId('play-url-seed')).toBeVisible();
    // No link was followed: the notice says what the player asked for.
    await expect(game.notice()).toContainText('Your 2048 game under way is kept');
    await expect(game.notice()).not.toContainText('link');
    await game.byTestId('notice-close').click();
    await game.keys('ArrowLeft');
    await expect(game.byTestId('score')).toHaveText('4');
    const slide = await values(game);
    // Back: the main game as it was.
    await game.byTestId('mode-exponentorus').click();
    await expect(game.tiles()).toHaveCount(81);
    await expect(game.byTestId('moves')).toHaveText('1');
    expect(await game.number('score')).toBe(torusScore);
    // And 2048 again, after a reload (the mode played last opens).
    await to2048();
    await expect(game.board()).toHaveAttribute('data-mode', '2048');
    await page.reload();
    await expect(game.board()).toHaveAttribute('data-mode', '2048');
    await expect(game.byTestId('moves')).toHaveText('2');
    expect(await values(game)).toEqual(slide);
  });

  test("the main game's new-game dialog starts a 2048 game of the size picked", async ({ page }) => {
    const game = new GamePage(page);
    await prepare(page, { torus: saveJson(BOARD) });
    await page.goto('/');
    await expect(game.tiles()).toHaveCount(81);
    await game.byTestId('new-game').click();
    const dialog = game.byTestId('confirm-new-game');
    await expect(dialog).toHaveAccessibleName('New game');
    await expect(game.byTestId('mode-pick-exponentorus')).toBeChecked();
    // The main game's sides, the side in play picked; 2048's own when 2048 is picked.
    await expect(game.byTestId('size-pick')).toHaveValue('9');
    await expect(game.byTestId('size-pick').locator('option')).toHaveText(['5 × 5', '7 × 7', '9 × 9', '11 × 11']);
    await game.byTestId('mode-pick-2048').check();
    await expect(game.byTestId('size-pick')).toHaveValue('4');
    await expect(game.byTestId('size-pick').locator('option')).toHaveCount(6);
    await game.byTestId('size-pick').selectOption('5');
    await game.byTestId('confirm-yes').click();
    // 2048's first game here starts with its tutorial, the new game waiting behind it.
    await expect(game.byTestId('tutorial-step')).toHaveText('· step 1 of 3');
    await game.byTestId('tutorial-skip').click();
    await expect(game.board()).toHaveAttribute('data-mode', '2048');
    await expect(game.board()).toHaveCSS('--n', '5');
    await expect(game.tiles()).toHaveCount(2);
    await expect(page).toHaveURL(/\?mode=2048&seed=\d+&size=5$/);
    // Back in the main game, its game as it was.
    await game.byTestId('mode-exponentorus').click();
    await expect(game.tiles()).toHaveCount(81);
    await expect(game.byTestId('score')).toHaveText('0');
    // A 4 × 4 game's address leaves the size unsaid.
    await game.byTestId('new-game').click();
    await game.byTestId('mode-pick-2048').check();
    await game.byTestId('confirm-yes').click();
    await expect(game.board()).toHaveCSS('--n', '4');
    await expect(page).toHaveURL(/\?mode=2048&seed=\d+$/);
  });

  test('a win not yet answered shows again after a reload; Keep going is remembered', async ({ page }) => {
    const game = new GamePage(page);
    await prepare(page, { slide: slideSave([[1024, 1024, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [2, 0, 0, 0]]) });
    await page.goto('/?mode=2048');
    await expect(game.tiles().first()).toBeVisible();
    await game.keys('ArrowLeft');
    await expect(game.byTestId('win')).toBeVisible();
    await page.reload();
    await expect(game.byTestId('win')).toBeVisible();
    await game.byTestId('keep-going').click();
    await expect(game.byTestId('win')).toBeHidden();
    await page.reload();
    await expect(game.byTestId('highest')).toHaveText('2,048');
    await expect(game.byTestId('win')).toBeHidden();
  });
});

test.describe('2048: undo, help, settings', () => {
  test('U and Ctrl+Z undo, Shift+U and Ctrl+Y redo, the buttons too; undos keep the best', async ({ page }) => {
    const game = new GamePage(page);
    await prepare(page, { slide: slideSave([[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [4, 4, 0, 0]]) });
    await page.goto('/?mode=2048');
    const start = await values(game);
    await expect(game.byTestId('undo')).toBeDisabled();
    await game.keys('ArrowLeft');
    await expect(game.byTestId('score')).toHaveText('12');
    const after = await values(game);
    await game.keys('u');
    await expect(game.byTestId('moves')).toHaveText('0');
    expect(await values(game)).toEqual(start);
    await expect(game.byTestId('undos')).toBeVisible();
    await game.keys('Shift+U');
    await expect(game.byTestId('moves')).toHaveText('1');
    expect(await values(game), 'the same new tile').toEqual(after);
    await game.keys('Control+z');
    await expect(game.byTestId('moves')).toHaveText('0');
    await game.keys('Control+y');
    await expect(game.byTestId('moves')).toHaveText('1');
    await game.byTestId('undo').click();
    await expect(game.byTestId('moves')).toHaveText('0');
    await game.byTestId('redo').click();
    await expect(game.byTestId('moves')).toHaveText('1');
    // 2048 has the solver's Watch beside Undo and Redo, as the main game does.
    await expect(game.byTestId('watch')).toBeVisible();
    // The best was 12 before the first undo; a game with undos does not raise it.
    await game.keys('ArrowRight', 'ArrowDown');
    await expect(game.byTestId('best')).toHaveText('12');
    // Undo survives a reload: the log is in the save.
    const moves = await game.byTestId('moves').textContent();
    await page.reload();
    await expect(game.byTestId('moves')).toHaveText(moves!);
    await game.keys('u');
    await expect(game.byTestId('moves')).toHaveText(String(Number(moves) - 1));
  });

  test('? shows how to play 2048, and Settings themes the 2048 board', async ({ page }) => {
    const game = new GamePage(page);
    await prepare(page, { slide: slideSave(ONE_TILE) });
    await page.goto('/?mode=2048');
    await expect(game.tiles().first()).toBeVisible();
    await game.keys('?');
    await expect(game.byTestId('help-panel')).toContainText('Make a 2048 tile to win');
    await game.byTestId('help-close').click();
    await expect(game.byTestId('help-panel')).toHaveCount(0);
    const face = page.locator('[data-testid="tile"] .face').first();
    const before = await face.evaluate((el) => getComputedStyle(el).backgroundColor);
    await game.byTestId('settings').click();
    await expect(game.byTestId('settings-dialog')).toBeVisible();
    await game.keys('ArrowLeft');
    await expect(game.byTestId('moves'), 'keys stay in the dialog').toHaveText('0');
    await game.byTestId('palette').selectOption('safe');
    await expect(page.locator('main.app')).toHaveClass(/\bpalette-safe\b/);
    await expect.poll(() => face.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
    await game.keys('Escape');
    await expect(game.byTestId('settings-dialog')).toBeHidden();
    // The focus goes back where it was: the button that opened the dialog.
    await expect(game.byTestId('settings')).toBeFocused();
  });
});

test.describe('2048: other tabs', () => {
  test("another tab's 2048 move shows here", async ({ page, context }) => {
    const game = new GamePage(page);
    await prepare(page, { slide: slideSave(ONE_TILE) });
    await page.goto('/?mode=2048');
    await expect(game.tiles()).toHaveCount(1);
    const other = new GamePage(await context.newPage());
    await other.page.goto('/?mode=2048');
    await expect(other.tiles()).toHaveCount(1);
    await other.keys('ArrowLeft');
    await expect(other.byTestId('moves')).toHaveText('1');
    await expect(game.byTestId('moves')).toHaveText('1');
    await expect(game.tiles()).toHaveCount(2);
    await expect(game.byTestId('notice')).toContainText('another tab');
  });
});

test.describe('2048: animation', () => {
  test('tiles glide; moves made during a slide are all played, as at instant speed', async ({ page, browser }) => {
    const start = [[2, 0, 0, 2], [0, 4, 0, 0], [0, 0, 0, 0], [0, 2, 0, 0]];
    const keys = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];
    // The same moves at instant speed, in a context of its own: the expected end.
    const context = await browser.newContext();
    const instant = new GamePage(await context.newPage());
    await prepare(instant.page, { slide: slideSave(start) });
    await instant.page.goto('/?mode=2048');
    await expect(instant.tiles().first()).toBeVisible();
    await instant.keys(...keys);
    await expect(instant.byTestId('moves')).toHaveText('4');
    const expected = await values(instant);
    await context.close();

    const game = new GamePage(page);
    await prepare(page, { slide: slideSave(start), speed: 'slow' });
    await page.goto('/?mode=2048');
    await expect(game.tiles()).toHaveCount(4);
    await game.shown();
    // The board is marked moving while it slides: watched from the page itself, since on
    // a busy machine a slow slide's 260 ms can pass between two looks from outside.
    await game.board().evaluate((board) => {
      const w = window as unknown as { __slid: boolean };
      w.__slid = false;
      new MutationObserver(() => {
        if (board.classList.contains('moving')) w.__slid = true;
      }).observe(board, { attributes: true, attributeFilter: ['class'] });
    });
    await game.keys(keys[0]);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __slid: boolean }).__slid)).toBe(true);
    await game.keys(...keys.slice(1));
    await expect(game.byTestId('moves')).toHaveText('4');
    expect(await values(game)).toEqual(expected);
  });

  test('reduced motion plays moves at once', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const game = new GamePage(page);
    // A returning player (a first visit would start the tutorial) who chose no speed: the
    // system's preference decides it.
    await page.addInitScript(
      ([k, v, settingsKey]) => {
        if (!sessionStorage.getItem('p')) {
          localStorage.setItem(k, v);
          localStorage.setItem(settingsKey, '{"help_seen":true}');
        }
        sessionStorage.setItem('p', '1');
      },
      [SLIDE_KEY, slideSave(ONE_TILE), SETTINGS_KEY],
    );
    await page.goto('/?mode=2048');
    await expect(game.tiles()).toHaveCount(1);
    await game.keys('ArrowLeft');
    await expect(game.board()).not.toHaveClass(/\bmoving\b/);
    expect(await whereIs(game, 0)).toEqual({ x: 0, y: 1 });
    await context.close();
  });
});
