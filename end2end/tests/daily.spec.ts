import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, GAME_KEY, GamePage, type Rows } from './game-page';

// The daily game and the statistics, on a fake clock: Playwright's `page.clock` sets what
// `Date.now()` returns, which is all the game reads of the time (src/web/startup.rs and
// the statistics panel).

const DAILY_KEY = 'exponentorus.daily.game';
const STATS_KEY = 'exponentorus.stats';
const FINISHED = readFileSync(new URL('./finished-game.json', import.meta.url), 'utf8');

/** A fresh browser context at `time`, the page at `path`, help seen, animations off. */
async function fresh(browser: Browser, time: string, path: string): Promise<{ page: Page; game: GamePage; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(time));
  const game = new GamePage(page);
  await game.prepare();
  await game.goto(path);
  return { page, game, close: () => context.close() };
}

async function dailyBoard(browser: Browser, time: string, path = '/?daily'): Promise<{ day: string; rows: Rows }> {
  const { game, close } = await fresh(browser, time, path);
  const day = (await game.byTestId('daily-day').textContent()) ?? '';
  const rows = await game.values();
  await close();
  return { day, rows };
}

test('two fresh browsers on the same UTC day get the same board, and the day turns at UTC midnight', async ({ browser }) => {
  const early = await dailyBoard(browser, '2026-11-30T00:00:01Z');
  const late = await dailyBoard(browser, '2026-11-30T23:59:59Z');
  expect(early.day).toBe('2026-11-30');
  expect(late).toEqual(early);
  const next = await dailyBoard(browser, '2026-12-01T00:00:00Z');
  expect(next.day).toBe('2026-12-01');
  expect(next.rows).not.toEqual(early.rows);
});

test('an archive date opens that day, and a future or malformed one says so and opens today', async ({ browser }) => {
  const onItsDay = await dailyBoard(browser, '2026-11-15T12:00:00Z');
  const archive = await dailyBoard(browser, '2026-11-30T12:00:00Z', '/?daily=2026-11-15');
  expect(archive).toEqual(onItsDay);

  const today = await dailyBoard(browser, '2026-11-30T12:00:00Z');
  const { page, game, close } = await fresh(browser, '2026-11-30T12:00:00Z', '/?daily=2026-12-25');
  await expect(game.notice()).toContainText('The daily game of 2026-12-25 is not out yet');
  await expect(game.byTestId('daily-day')).toHaveText('2026-11-30');
  expect(await game.values()).toEqual(today.rows);
  await expect(page).toHaveURL(/\?daily=2026-11-30$/);
  await page.goto('/?daily=30.11.2026');
  await expect(game.notice()).toContainText('“30.11.2026” is not a date written as 2026-11-30');
  await expect(game.byTestId('daily-day')).toHaveText('2026-11-30');
  await close();
});

test('playing the daily leaves the free game byte for byte, and Free game returns to it', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-30T10:00:00Z'));
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { seed: 99 });
  await game.goto('/');
  const freeSave = await page.evaluate((k) => localStorage.getItem(k), GAME_KEY);
  expect(freeSave).not.toBeNull();

  await game.byTestId('stats-open').click();
  await game.byTestId('daily-open').click();
  await expect(game.byTestId('daily-day')).toHaveText('2026-11-30');
  await expect(game.tiles()).toHaveCount(81);
  await game.keys('h');
  await expect(game.hintedTiles()).toHaveCount(2);
  const [a, b] = await game.hintedTiles().evaluateAll((tiles) =>
    tiles.map((t) => ({ x: Number((t as HTMLElement).dataset.x), y: Number((t as HTMLElement).dataset.y) })),
  );
  await game.clickSwap(a, b);
  await expect(game.byTestId('moves')).toHaveText('1');
  const daily = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), DAILY_KEY))!);
  expect(daily.game.moves).toBe(1);
  expect(await page.evaluate((k) => localStorage.getItem(k), GAME_KEY)).toBe(freeSave);

  // A reload resumes the daily game.
  await page.reload();
  await expect(game.byTestId('daily-day')).toHaveText('2026-11-30');
  await expect(game.byTestId('moves')).toHaveText('1');

  await game.byTestId('free-game').click();
  await expect(game.byTestId('seed')).toHaveText('99');
  expect(await game.values()).toEqual(BOARD);
  expect(await page.evaluate((k) => localStorage.getItem(k), GAME_KEY)).toBe(freeSave);
});

/** A statistics record: four ExponenTorus 9×9 games (one with an undo, one practice), three
 *  daily results each finished on its day, and two 2048 4×4 games. */
const STATS = JSON.stringify({
  version: 1,
  games: [
    { mode: 'exponentorus', size: 9, seed: '11', score: 1000, top: 256, moves: 50, undos: 0, solver: 0, on: '2026-11-20' },
    { mode: 'exponentorus', size: 9, seed: '12', score: 9000, top: 1024, moves: 300, undos: 1, solver: 0, on: '2026-11-21' },
    { mode: 'exponentorus', size: 9, seed: '13', score: 3000, top: 512, moves: 120, undos: 0, solver: 0, on: '2026-11-28', daily: '2026-11-28' },
    { mode: 'exponentorus', size: 9, seed: '14', score: 2000, top: 512, moves: 90, undos: 0, solver: 0, on: '2026-11-29', daily: '2026-11-29' },
    { mode: 'exponentorus', size: 9, seed: '14', score: 80000, top: 4096, moves: 900, undos: 0, solver: 0, on: '2026-11-29', daily: '2026-11-29', practice: true },
    { mode: 'exponentorus', size: 9, seed: '15', score: 4000, top: 512, moves: 150, undos: 0, solver: 0, on: '2026-11-30', daily: '2026-11-30' },
    { mode: '2048', size: 4, seed: '7', score: 2400, top: 256, moves: 200, undos: 0, solver: 0, on: '2026-11-25' },
    { mode: '2048', size: 4, seed: '8', score: 1200, top: 128, moves: 120, undos: 0, solver: 0, on: '2026-11-26' },
  ],
});

test('the statistics panel shows the figures of a known record', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-30T20:00:00Z'));
  await page.addInitScript(([k, v]) => localStorage.setItem(k, v), [STATS_KEY, STATS]);
  const game = new GamePage(page);
  await game.prepare();
  await game.goto('/');
  await game.keys('t');
  const panel = page.getByTestId('stats-dialog');
  await expect(panel).toBeVisible();
  // ExponenTorus 9×9: 1000, 9000 (with an undo), 3000, 2000, 4000; the practice game aside.
  await expect(panel.getByTestId('stats-played')).toHaveText('5');
  await expect(panel.getByTestId('stats-mean')).toHaveText('3,800');
  await expect(panel.getByTestId('stats-median')).toHaveText('3,000');
  await expect(panel.getByTestId('stats-best')).toHaveText('4,000');
  await expect(panel.getByTestId('stats-note')).toContainText('1 with help');
  await expect(panel.getByTestId('stats-note')).toContainText('1 practice, not counted');
  await expect(panel.getByTestId('stats-histogram-text')).toHaveText(
    'Highest tile reached: 1024 in 1 game, 512 in 3 games, 256 in 1 game.',
  );
  await expect(panel.locator('[data-testid=stats-histogram] rect')).toHaveCount(3);
  await expect(panel.getByTestId('stats-line-text')).toContainText('5 games, oldest first');
  await expect(panel.getByTestId('stats-streak')).toHaveText('3');
  await expect(panel.getByTestId('stats-longest')).toHaveText('3');
  await expect(panel.getByTestId('stats-days').locator('li').first()).toHaveText('2026-11-30' + '4,000 · 512');
  await panel.getByTestId('stats-group').selectOption({ label: '2048 4×4' });
  await expect(panel.getByTestId('stats-played')).toHaveText('2');
  await expect(panel.getByTestId('stats-mean')).toHaveText('1,800');
  await expect(panel.getByTestId('stats-best')).toHaveText('2,400');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // Keys go to the game again.
  await game.keys('t');
  await expect(panel).toBeVisible();
  await page.getByTestId('stats-close').click();
  await expect(panel).toBeHidden();
});

test('an unreadable statistics record is kept aside with a notice', async ({ page }) => {
  await page.addInitScript(([k]) => localStorage.setItem(k, '{"version":1,"games":[{"mode":'), [STATS_KEY]);
  const game = new GamePage(page);
  await game.prepare();
  await game.goto('/');
  await expect(game.notice()).toContainText('The statistics could not be read');
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('exponentorus.stats.unreadable.')));
  expect(kept).toHaveLength(1);
  expect(await page.evaluate((k) => localStorage.getItem(k), kept[0])).toBe('{"version":1,"games":[{"mode":');
});

test('a finished game is counted once, across a reload and ended again', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-30T20:00:00Z'));
  const game = new GamePage(page);
  await game.prepare({ game: FINISHED });
  await game.goto('/');
  await expect(game.gameOver()).toBeVisible();
  const stored = () => page.evaluate((k) => localStorage.getItem(k), STATS_KEY);
  expect(await stored(), 'a game loaded finished is not counted').toBeNull();
  // Take the last move back and play it again: the game ends by a move.
  await game.keys('u');
  await expect(game.gameOver()).toBeHidden();
  await game.keys('Shift+U');
  await expect(game.gameOver()).toBeVisible();
  const record = JSON.parse((await stored())!);
  expect(record.games).toHaveLength(1);
  expect(record.games[0]).toMatchObject({ mode: 'exponentorus', size: 9, undos: 1, on: '2026-11-30' });
  await page.reload();
  await expect(game.gameOver()).toBeVisible();
  expect(JSON.parse((await stored())!).games).toHaveLength(1);
  // Ended again after another undo: the same game, its entry replaced.
  await game.keys('u');
  await game.keys('Shift+U');
  await expect(game.gameOver()).toBeVisible();
  const again = JSON.parse((await stored())!);
  expect(again.games).toHaveLength(1);
  expect(again.games[0].undos).toBe(2);
  await page.getByTestId('stats-open').click();
  await expect(page.getByTestId('stats-played')).toHaveText('1');
  await expect(page.getByTestId('stats-best')).toHaveText('—');
});

for (const [width, height] of [
  [360, 640],
  [390, 844],
  [1280, 800],
]) {
  test(`screenshot of the statistics panel at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.clock.setFixedTime(new Date('2026-11-30T20:00:00Z'));
    await page.addInitScript(([k, v]) => localStorage.setItem(k, v), [STATS_KEY, STATS]);
    const game = new GamePage(page);
    await game.prepare();
    await game.goto('/');
    await page.getByTestId('stats-open').click();
    const panel = page.getByTestId('stats-dialog');
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `screenshots/stats-${width}x${height}.png` });
    if (width === 390) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.screenshot({ path: `screenshots/stats-light-${width}x${height}.png` });
    }
  });
}

test('a daily game shares its day', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.setFixedTime(new Date('2026-11-30T10:00:00Z'));
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
  });
  const game = new GamePage(page);
  await game.prepare();
  await game.goto('/?daily');
  await game.byTestId('share').click();
  await expect(game.byTestId('share')).toHaveText('Copied');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toMatch(/^ExponenTorus daily 2026-11-30 · 0 points · top tile \d+ · 0 moves\n/);
});
