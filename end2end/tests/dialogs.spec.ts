import { readFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, GAME_KEY, GamePage, NO_MOVE_BOARD, patternBoard, saveJson, SETTINGS_KEY } from './game-page';

// Every dialog by the keyboard alone, in every mode and both themes: it is opened from the
// keyboard, the focus starts on its safest control (never one that loses a game), Tab and
// Shift+Tab go round all its controls and never leave it, the focus ring shows on each,
// and Escape closes it and gives the focus back to where it was.

const SLIDE_KEY = 'exponentorus.2048.game';

/** What takes the focus in a page: the platform's list. */
const FOCUSABLE =
  "button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex='-1'])";

/** A 2048 save of `rows` (0 = empty), `moves` played. */
function slideSave(rows: number[][], moves = 0): string {
  let next = 0;
  const ids = rows.map((row) => row.map((v) => (v === 0 ? 0 : next++)));
  return JSON.stringify({ version: 1, board: rows, ids, next_id: next, score: 0, moves, seed: '7' });
}

type Mode = 'exponentorus' | '2048' | 'exponentile';

/** Each mode's game key, page, and a game of its under way. */
const MODES: Record<Mode, { key: string; path: string; save: () => string }> = {
  exponentorus: { key: GAME_KEY, path: '/', save: () => saveJson(BOARD, { moves: 3, score: 120 }) },
  '2048': {
    key: SLIDE_KEY,
    path: '/?mode=2048',
    save: () => slideSave([[2, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]], 3),
  },
  exponentile: {
    key: 'exponentorus.exponentile.game',
    path: '/?mode=exponentile',
    save: () => saveJson(patternBoard(8), { moves: 3, score: 120 }).replace(/}$/, ',"wrap":false}'),
  },
};
type Theme = 'dark' | 'light';

/** Opens the game of `mode` with `game` saved (a game under way unless said), in `theme`,
 *  with a browser that has neither a share sheet nor a clipboard it lets the page use. */
async function open(page: Page, mode: Mode, theme: Theme, save?: string): Promise<GamePage> {
  const saved = save ?? MODES[mode].save();
  await page.addInitScript(
    ({ key, saved, settingsKey, theme }) => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
      if (navigator.clipboard) {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
      }
      if (sessionStorage.getItem('e2e-prepared')) return;
      sessionStorage.setItem('e2e-prepared', '1');
      localStorage.setItem(key, saved);
      localStorage.setItem(settingsKey, JSON.stringify({ help_seen: true, speed: 'instant', theme }));
    },
    { key: MODES[mode].key, saved, settingsKey: SETTINGS_KEY, theme },
  );
  const game = new GamePage(page);
  await page.goto(MODES[mode].path);
  await expect(game.tiles().first()).toBeVisible();
  await game.shown();
  await expect(page.locator('.app')).toHaveClass(new RegExp(String.raw`(^|\s)theme-${theme}(\s|$)`));
  return game;
}

/** The focused element's test id, or its tag and text where it has none. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    return el.dataset.testid ?? `${el.tagName.toLowerCase()} “${(el.textContent ?? '').trim().slice(0, 30)}”`;
  });
}

/** Presses Tab from where the focus is until the control `testId` has it, as a keyboard
 *  player reaches a button of the page. */
async function tabTo(page: Page, testId: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if ((await focusedName(page)) === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** Marks each tab stop of `dialog` with its place (a radio group is one stop: its checked
 *  button), and returns their names in the page's order. */
async function tabStops(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root, selector) => {
    const stops = [...root.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.offsetParent !== null)
      .filter((el) => {
        if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.checked) return true;
        return !root.querySelector(`input[type=radio][name="${el.name}"]:checked`);
      });
    return stops.map((el, i) => {
      el.dataset.stop = String(i);
      return el.dataset.testid ?? `${el.tagName.toLowerCase()} “${(el.textContent ?? '').trim().slice(0, 30)}”`;
    });
  }, FOCUSABLE);
}

/** Where the focus is: its stop in the dialog (-1 outside it), and whether its ring shows
 *  (a focus-visible outline of at least 2 px in a colour other than the dialog's). */
async function focusState(page: Page, dialog: Locator): Promise<{ stop: number; ring: boolean; name: string }> {
  const box = await dialog.evaluate((root) => getComputedStyle(root).backgroundColor);
  return page.evaluate((background) => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const ring =
      el.matches(':focus-visible') &&
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2 &&
      style.outlineColor !== background &&
      style.outlineColor !== 'rgba(0, 0, 0, 0)';
    const name = el.dataset.testid ?? el.tagName.toLowerCase();
    return { stop: el.dataset.stop === undefined ? -1 : Number(el.dataset.stop), ring, name };
  }, box);
}

/** Walks `dialog` by the keyboard: the focus is on `first` now; Tab goes round every stop
 *  in order and back to `first`, Shift+Tab the other way, the ring showing at each. */
async function walk(page: Page, dialog: Locator, first: string, must: string[] = []): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusedName(page), 'the focus starts on the safest control').toBe(first);
  const stops = await tabStops(dialog);
  for (const name of must) expect(stops, `${name} can be reached`).toContain(name);
  const start = stops.indexOf(first);
  expect(start, `${first} is a stop of the dialog`).toBeGreaterThanOrEqual(0);
  const n = stops.length;
  for (const [key, step] of [
    ['Tab', 1],
    ['Shift+Tab', n - 1],
  ] as const) {
    for (let i = 1; i <= n; i++) {
      await page.keyboard.press(key);
      const at = await focusState(page, dialog);
      const want = (start + i * step) % n;
      expect(at.stop, `${key} ×${i} from ${first}: ${stops[want]} (got ${at.name})`).toBe(want);
      expect(at.ring, `the focus ring shows on ${stops[want]}`).toBe(true);
    }
  }
}

/** Escape closes `dialog`, and the focus goes back to `back`. */
async function escapeBackTo(page: Page, dialog: Locator, back: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => focusedName(page), 'the focus is back where it was').toBe(back);
}

for (const mode of Object.keys(MODES) as Mode[]) {
  for (const theme of ['dark', 'light'] as const) {
    test.describe(`${mode}, ${theme} theme`, () => {
      test('every dialog of the page, by the keyboard alone', async ({ page }) => {
        // Six dialogs, each walked both ways: many keys.
        test.setTimeout(120_000);
        const game = await open(page, mode, theme);
        await game.board().focus();

        // New game (N, with a game under way): Cancel first, never the Start that loses it.
        await page.keyboard.press('n');
        const newGame = game.byTestId('confirm-new-game');
        await walk(page, newGame, 'confirm-no', [`mode-pick-${mode}`, 'size-pick', 'confirm-no', 'confirm-yes']);
        await expect(game.byTestId('confirm-yes')).toHaveClass(/danger/);
        await escapeBackTo(page, newGame, 'board');

        // Statistics (T).
        await page.keyboard.press('t');
        const stats = game.byTestId('stats-dialog');
        await walk(page, stats, 'stats-group', ['stats-close']);
        await escapeBackTo(page, stats, 'board');

        // Leaderboard (L): the mode menu first; its board has no game yet.
        await page.keyboard.press('l');
        const board = game.byTestId('leaderboard-dialog');
        await expect(game.byTestId('leaderboard-empty')).toBeVisible();
        await walk(page, board, 'leaderboard-mode', ['leaderboard-day', 'leaderboard-size', 'leaderboard-close']);
        await escapeBackTo(page, board, 'board');

        // Settings, reached by Tab from the board.
        await tabTo(page, 'settings');
        await page.keyboard.press('Enter');
        const settings = game.byTestId('settings-dialog');
        await walk(page, settings, 'language', ['language', 'speed', 'theme', 'palette', 'settings-name', 'settings-name-save', 'settings-done']);
        await escapeBackTo(page, settings, 'settings');

        // Saves.
        await tabTo(page, 'saves-open');
        await page.keyboard.press('Enter');
        const saves = game.byTestId('saves-panel');
        await walk(page, saves, 'export-code', ['export-file', 'copy-code', 'import-file', 'import-code', 'import-read', 'saves-close']);
        await escapeBackTo(page, saves, 'saves-open');

        // Share, where the browser takes the text neither to a sheet nor to the clipboard.
        await tabTo(page, 'share');
        await page.keyboard.press('Enter');
        const share = game.byTestId('share-box');
        await walk(page, share, 'share-text', ['share-copy', 'share-close']);
        await escapeBackTo(page, share, 'share');
      });
    });
  }
}

test('the game-over box: its first control starts nothing by surprise, Tab stays in it', async ({ page }) => {
  const game = await open(page, 'exponentorus', 'dark', saveJson(NO_MOVE_BOARD, { score: 500, moves: 9 }));
  const over = game.gameOver();
  await walk(page, over, 'game-over-new-game');
  // Escape has nothing to close: the game is over, and the box stays.
  await page.keyboard.press('Escape');
  await expect(over).toBeVisible();
});

test('the game-over box with a game to post: New game first, the post and its name field inside', async ({ page }) => {
  const finished = readFileSync(new URL('./finished-game.json', import.meta.url), 'utf8');
  const game = await open(page, 'exponentorus', 'light', finished);
  const over = game.gameOver();
  await walk(page, over, 'game-over-new-game', ['game-over-share', 'post-game']);
  // The name is asked in the box, and Tab keeps to it.
  await game.byTestId('post-game').click();
  await expect(game.byTestId('post-name')).toBeFocused();
  await walk(page, over, 'post-name', ['game-over-new-game', 'post-game']);
  await page.keyboard.press('Escape');
  await expect(over).toBeVisible();
});

test("2048's win: Keep going first, and Escape keeps going", async ({ page }) => {
  const game = await open(page, '2048', 'light', slideSave([[1024, 1024, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [2, 0, 0, 0]]));
  await game.board().focus();
  await page.keyboard.press('ArrowLeft');
  const win = game.byTestId('win');
  await walk(page, win, 'keep-going');
  await escapeBackTo(page, win, 'board');
  await page.keyboard.press('ArrowRight');
  await expect(game.byTestId('moves')).toHaveText('2');
});
