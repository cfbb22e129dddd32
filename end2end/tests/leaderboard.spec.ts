import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GamePage } from './game-page';

// The leaderboards, against the game's own server (a fresh database for each run of the
// suite, playwright.config.ts): a daily game played to its end is posted (the name asked
// the first time), ranked, and its row replays in the replay viewer; a post made offline
// waits, pending, and goes when the page is back online; a game with undos is not offered;
// where no leaderboard server answers, the panel says so; a posted game stays posted after
// a reload; Forget me, in Settings, deletes the player's games after a confirmation, and
// says so (or why not, offline). Screenshots of the post box, the panel, and Settings with
// the name and Forget me, at a phone's and a desktop's size go to end2end/screenshots/.

/** A finished free game (seed 118, 311 moves, 16,620 points). */
const FINISHED = readFileSync(new URL('./finished-game.json', import.meta.url), 'utf8');
const PLAYER_KEY = 'exponentorus.player';
const PENDING_KEY = 'exponentorus.board.pending';
const POSTED_KEY = 'exponentorus.board.posted';

/** Today's daily 2048 game, played to its end from the keyboard: left, down, right, up,
 *  round and round, which ends a 4×4 game in a few hundred slides. */
async function playDailyToItsEnd(page: Page, game: GamePage): Promise<void> {
  await game.prepare();
  await page.goto('/?mode=2048&daily');
  await game.shown();
  await game.board().focus();
  const keys = ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp'];
  for (let round = 0; round < 2000; round++) {
    for (const key of keys) await page.keyboard.press(key);
    if (round % 8 === 7 && (await game.gameOver().isVisible())) return;
    // A 2048 tile: play on.
    if (await game.byTestId('keep-going').isVisible()) await game.byTestId('keep-going').click();
  }
  await expect(game.gameOver()).toBeVisible();
}

/** How long until a second into the next UTC day, when the day turns within `within` ms;
 *  else 0. */
function untilTheDayTurns(within: number): number {
  const left = 86_400_000 - (Date.now() % 86_400_000);
  return left < within ? left + 1_000 : 0;
}

test('a daily game is posted with a name asked once, ranked, and its row replays', async ({ page }) => {
  // The test plays the day's game, posts it and reloads it, in up to two minutes: a day
  // that turned in between would deal the next day's game on the reload. So a run that
  // comes within two minutes of midnight (UTC) waits for the new day first.
  const wait = untilTheDayTurns(120_000);
  test.setTimeout(120_000 + wait);
  if (wait) await page.waitForTimeout(wait);
  await page.setViewportSize({ width: 390, height: 844 });
  const game = new GamePage(page);
  await playDailyToItsEnd(page, game);
  const score = (await game.byTestId('final-score').textContent())!.trim();

  // The first post asks the name, and the box then shows the rank.
  await game.byTestId('post-game').click();
  await expect(game.byTestId('post-name')).toBeFocused();
  await page.keyboard.type('Ann');
  await page.screenshot({ path: 'screenshots/leaderboard-post-name-390x844.png' });
  await game.byTestId('post-game').click();
  const state = game.byTestId('post-state');
  await expect(state).toHaveAttribute('data-state', 'posted');
  await expect(state).toContainText('1st of 1');
  await expect(game.byTestId('post-see-board')).toBeVisible();
  await page.screenshot({ path: 'screenshots/leaderboard-post-390x844.png' });

  // The token: made on the first post, 32 hex digits, kept with the name.
  const player = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), PLAYER_KEY))!);
  expect(player.name).toBe('Ann');
  expect(player.token).toMatch(/^[0-9a-f]{32}$/);
  expect(await page.locator('body').innerText()).not.toContain(player.token);

  // The day's board, the player's row marked.
  await game.byTestId('post-see-board').click();
  const panel = game.byTestId('leaderboard-dialog');
  await expect(panel).toBeVisible();
  await expect(game.gameOver()).toBeHidden();
  const row = game.byTestId('leaderboard-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveClass(/mine/);
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toContainText('Ann (you)');
  await expect(row).toContainText(score);
  await expect(panel.locator('caption')).toContainText(/2048 daily \d{4}-\d\d-\d\d: 1 game/);
  await expect(game.byTestId('leaderboard-mode')).toHaveValue('2048');
  await page.screenshot({ path: 'screenshots/leaderboard-390x844.png' });

  // Its replay, in the replay viewer, ends on the posted score.
  await row.getByTestId('leaderboard-watch').click();
  await expect(page).toHaveURL(/\?replay=/);
  await expect(game.byTestId('replay')).toBeVisible();
  await expect(game.byTestId('best')).toHaveText(score);
  // It says whose game it is, with its score, and names the day, never the day's seed.
  await expect(page).toHaveURL(/&player=Ann$/);
  await expect(game.status()).toContainText(/^Replay of Ann's 2048 daily game of \d{4}-\d\d-\d\d: /);
  await expect(game.status()).toContainText(`: ${score} points in `);
  await expect(game.byTestId('replay')).toContainText(/Ann's game · daily \d{4}-\d\d-\d\d/);
  await page.screenshot({ path: 'screenshots/leaderboard-replay-named-390x844.png' });
  // Back on the daily game (a reload), the posted game is not offered again: its box
  // shows how its post went.
  await page.goto('/?mode=2048&daily');
  await expect(game.gameOver()).toBeVisible();
  await expect(game.byTestId('post-state')).toHaveAttribute('data-state', 'posted');
  await expect(game.byTestId('post-state')).toHaveText('Your game is on the board: 1st of 1.');
  await expect(game.byTestId('post-game')).toBeHidden();
  await expect(game.byTestId('post-see-board')).toBeVisible();
  // Had the browser lost that record, posting it again is safe: one game, one entry.
  await page.evaluate((k) => localStorage.removeItem(k), POSTED_KEY);
  await page.goto('/?mode=2048&daily');
  await expect(game.gameOver()).toBeVisible();
  await game.byTestId('post-game').click();
  await expect(game.byTestId('post-state')).toHaveText('This game is on the board already: 1st of 1.');
});

test.describe('offline', () => {
  // The browser reports each request that could not go out.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('a post made offline waits, pending, and goes when the page is back online', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const game = new GamePage(page);
    await game.prepare({ game: FINISHED });
    // The name was given before: it is not asked again.
    await page.addInitScript((key) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ name: 'Bo' }));
    }, PLAYER_KEY);
    await game.goto();
    await expect(game.gameOver()).toBeVisible();
    await expect(game.byTestId('post-box')).toContainText('As “Bo”');

    await context.setOffline(true);
    await game.byTestId('post-game').click();
    const state = game.byTestId('post-state');
    await expect(state).toHaveAttribute('data-state', 'pending');
    await expect(state).toContainText('offline');
    await expect(game.byTestId('post-name')).toBeHidden();
    const waiting = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), PENDING_KEY))!);
    expect(waiting.games).toHaveLength(1);
    await page.screenshot({ path: 'screenshots/leaderboard-post-pending-1280x800.png' });

    await context.setOffline(false);
    await expect(state).toHaveAttribute('data-state', 'posted');
    await expect(state).toContainText('on the board');
    expect(await page.evaluate((k) => localStorage.getItem(k), PENDING_KEY)).toBeNull();

    // The seed's board (the challenge link's), the row marked; in the light theme.
    await game.openSettings();
    await game.byTestId('theme').selectOption('light');
    await game.closeSettings();
    await game.byTestId('post-see-board').click();
    const row = game.byTestId('leaderboard-row').filter({ hasText: 'Bo (you)' });
    await expect(row).toContainText('16,620');
    await expect(game.byTestId('leaderboard-day')).toHaveValue('seed');
    await expect(game.byTestId('leaderboard-size')).toHaveValue('9');
    await page.screenshot({ path: 'screenshots/leaderboard-light-1280x800.png' });
    await page.keyboard.press('Escape');

    // A new name, in Settings: the boards are told.
    await game.openSettings();
    await expect(game.byTestId('settings-name')).toHaveValue('Bo');
    await game.byTestId('settings-name').fill('Bo B');
    await game.byTestId('settings-name-save').click();
    await expect(game.byTestId('settings-name-said')).toContainText('the boards now show “Bo B”');
    await page.screenshot({ path: 'screenshots/settings-name-1280x800.png' });
    await game.closeSettings();
    await page.keyboard.press('l');
    await expect(game.byTestId('leaderboard-row').filter({ hasText: 'Bo B (you)' })).toBeVisible();
  });

  test('a post made offline goes at the next visit', async ({ page, context }) => {
    const game = new GamePage(page);
    await game.prepare();
    await page.addInitScript((key) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ name: 'Cy' }));
    }, PLAYER_KEY);
    // A 3×3 2048 game, which the same four slides end within a few dozen.
    await page.goto('/?mode=2048&seed=5&size=3');
    await game.shown();
    await game.board().focus();
    for (let i = 0; i < 500 && !(await game.gameOver().isVisible()); i++) {
      await page.keyboard.press(['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp'][i % 4]);
    }
    await expect(game.gameOver()).toBeVisible();
    await context.setOffline(true);
    await game.byTestId('post-game').click();
    await expect(game.byTestId('post-state')).toHaveAttribute('data-state', 'pending');
    // The page is closed while offline; the next visit, online, sends the post.
    await page.close();
    await context.setOffline(false);
    const next = await context.newPage();
    const again = new GamePage(next);
    await next.goto('/?mode=2048');
    await expect(again.gameOver()).toBeVisible();
    await expect(again.byTestId('post-state')).toHaveAttribute('data-state', 'posted');
    await expect(again.byTestId('post-state')).toHaveText('Your game is on the board: 1st of 1.');
    expect(await next.evaluate((k) => localStorage.getItem(k), PENDING_KEY)).toBeNull();
  });

  test('Forget me, after its confirmation, deletes the player\'s games from the boards', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const game = new GamePage(page);
    await game.prepare();
    await page.addInitScript((key) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ name: 'Dee' }));
    }, PLAYER_KEY);
    // A game of its own (the suite's other games are other players' on the boards).
    await page.goto('/?mode=2048&seed=6&size=3');
    await game.shown();
    await game.board().focus();
    for (let i = 0; i < 500 && !(await game.gameOver().isVisible()); i++) {
      await page.keyboard.press(['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp'][i % 4]);
    }
    await expect(game.gameOver()).toBeVisible();
    await game.byTestId('post-game').click();
    await expect(game.byTestId('post-state')).toHaveAttribute('data-state', 'posted');
    // At the next visit the game shows as posted, not offered again.
    await page.goto('/?mode=2048');
    await expect(game.gameOver()).toBeVisible();
    await expect(game.byTestId('post-state')).toHaveAttribute('data-state', 'posted');
    await expect(game.byTestId('post-game')).toBeHidden();

    await game.openSettings();
    const forget = game.byTestId('forget-me');
    const confirm = game.byTestId('confirm-forget');
    // The confirmation: Cancel has the focus, Tab stays in it, Escape leaves Settings open.
    await forget.click();
    await expect(confirm).toBeVisible();
    await expect(confirm).toHaveAttribute('role', 'dialog');
    await expect(game.byTestId('forget-no')).toBeFocused();
    await page.screenshot({ path: 'screenshots/settings-forget-390x844.png' });
    await page.keyboard.press('Tab');
    await expect(game.byTestId('forget-yes')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(game.byTestId('forget-no')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(game.byTestId('settings-dialog')).toBeVisible();
    await expect(forget).toBeFocused();
    await expect(game.byTestId('forget-said')).toBeEmpty();

    // Offline, nothing is forgotten, and it says so.
    await context.setOffline(true);
    await forget.click();
    await game.byTestId('forget-yes').click();
    await expect(game.byTestId('forget-said')).toHaveText(
      'You are offline: nothing was forgotten. Try again once you are online.',
    );
    await expect(forget).toBeFocused();
    await context.setOffline(false);

    await forget.click();
    await game.byTestId('forget-yes').click();
    await expect(game.byTestId('forget-said')).toHaveText(
      'Forgotten: your game was deleted from the leaderboards.',
    );
    await page.screenshot({ path: 'screenshots/settings-forgotten-390x844.png' });
    const player = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), PLAYER_KEY))!);
    expect(player).toEqual({ name: 'Dee' });
    expect(await page.evaluate((k) => localStorage.getItem(k), POSTED_KEY)).toBeNull();
    await forget.click();
    await game.byTestId('forget-yes').click();
    await expect(game.byTestId('forget-said')).toHaveText(
      'Nothing to forget: no game was posted from this browser.',
    );
    await game.closeSettings();

    // The board no longer has the game, and the game may be posted again (a new player).
    await expect(game.byTestId('post-game')).toBeVisible();
    await page.keyboard.press('l');
    await expect(game.byTestId('leaderboard-dialog')).toBeVisible();
    await expect(game.byTestId('leaderboard-row').filter({ hasText: 'Dee' })).toHaveCount(0);
  });
});

test.describe('a post on its way', () => {
  // Every request goes to the route, none to a service worker.
  test.use({ serviceWorkers: 'block' });

  test('is sent once, whatever page opens meanwhile, and reads as a first post', async ({ page, context }) => {
    // The server's answers to posts are held until the test lets them go, and counted.
    let posts = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/entries', async (route) => {
      if (route.request().method() === 'POST') {
        posts += 1;
        await released;
      }
      await route.continue();
    });
    const game = new GamePage(page);
    await game.prepare();
    await page.addInitScript((key) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ name: 'Eve' }));
    }, PLAYER_KEY);
    await page.goto('/?mode=2048&seed=8&size=3');
    await game.shown();
    await game.board().focus();
    for (let i = 0; i < 500 && !(await game.gameOver().isVisible()); i++) {
      await page.keyboard.press(['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp'][i % 4]);
    }
    await expect(game.gameOver()).toBeVisible();
    await game.byTestId('post-game').click();
    const state = game.byTestId('post-state');
    await expect(state).toHaveAttribute('data-state', 'sending');
    await expect.poll(() => posts).toBe(1);
    // The page comes back online meanwhile: the post on its way is not sent again.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));

    // Another tab opens (or the next visit) while the answer is on its way: it sends
    // nothing, and says the post is on its way.
    const other = await context.newPage();
    const second = new GamePage(other);
    await other.goto('/?mode=2048');
    await expect(second.gameOver()).toBeVisible();
    const otherState = second.byTestId('post-state');
    await expect(otherState).toHaveAttribute('data-state', 'sending');
    await expect(second.byTestId('post-game')).toBeHidden();

    // The answer comes: both pages read the game's first post.
    release();
    await expect(state).toHaveText('Your game is on the board: 1st of 1.');
    await expect(otherState).toHaveText('Your game is on the board: 1st of 1.');
    await expect(otherState).toHaveAttribute('data-state', 'posted');
    expect(posts).toBe(1);
    expect(await other.evaluate((k) => localStorage.getItem(k), PENDING_KEY)).toBeNull();
  });
});

test('a game with undos is not offered, and the box says why', async ({ page }) => {
  const game = new GamePage(page);
  const save = JSON.parse(FINISHED);
  save.undos = 2;
  await game.prepare({ game: JSON.stringify(save) });
  await game.goto();
  await expect(game.gameOver()).toBeVisible();
  await expect(game.byTestId('post-not-ranked')).toHaveText(
    'Not for the leaderboard: this game has 2 undos, and boards rank games played straight.',
  );
  await expect(game.byTestId('post-game')).toHaveCount(0);
});

test.describe('where no leaderboard server answers', () => {
  // Requests the service worker answers never reach the route; the browser reports the
  // static host's 404.
  test.use({ serviceWorkers: 'block', allowedConsoleErrors: [/status of 404/] });

  test('the panel says so, and the game plays on', async ({ page }) => {
    // A static host: its page for any path it has no file for.
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title>' }),
    );
    const game = new GamePage(page);
    await game.prepare();
    await game.goto('/?seed=42');
    await game.board().focus();
    await page.keyboard.press('l');
    await expect(game.byTestId('leaderboard-no-server')).toContainText('No leaderboard server answers on this site');
    await expect(game.byTestId('leaderboard-table')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(game.byTestId('leaderboard-dialog')).toBeHidden();
    await expect(game.board()).toBeFocused();
    await expect(game.notice()).toHaveCount(0);
  });
});

test.describe('an answer that comes after the panel closed', () => {
  // The route sees the request only when no service worker answers it first.
  test.use({ serviceWorkers: 'block', allowedConsoleErrors: [/status of 404/] });

  test('is dropped, and the game plays on', async ({ page }) => {
    // The board's first answer is held until the panel has closed, which takes the
    // panel's state with it; later answers say no server is here.
    let asked!: () => void;
    const firstAsked = new Promise<void>((resolve) => (asked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let lateAnswerSent!: () => void;
    const lateAnswerGone = new Promise<void>((resolve) => (lateAnswerSent = resolve));
    let answered = 0;
    await page.route('**/api/boards/**', async (route) => {
      const first = answered++ === 0;
      if (first) {
        asked();
        await released;
      }
      await route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title>' });
      if (first) lateAnswerSent();
    });
    const game = new GamePage(page);
    await game.prepare();
    await game.goto('/?seed=42');
    await game.board().focus();
    await page.keyboard.press('l');
    await firstAsked;
    await expect(game.byTestId('leaderboard-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(game.byTestId('leaderboard-dialog')).toBeHidden();
    release();
    await lateAnswerGone;
    // Opened again, the panel asks afresh and says what it hears.
    await page.keyboard.press('l');
    await expect(game.byTestId('leaderboard-no-server')).toContainText('No leaderboard server answers on this site');
    expect(answered).toBe(2);
    await page.keyboard.press('Escape');
    await expect(game.byTestId('leaderboard-dialog')).toBeHidden();
    await expect(game.board()).toBeFocused();
  });
});

test('a name left empty is refused in words, by Post and by Enter, as a name of spaces is', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const game = new GamePage(page);
  await game.prepare({ game: FINISHED });
  await game.goto();
  await expect(game.gameOver()).toBeVisible();
  await game.byTestId('post-game').click();
  const name = game.byTestId('post-name');
  await expect(name).toBeFocused();
  const problem = game.byTestId('post-problem');
  const refused = async () => {
    await expect(problem).toHaveText('A name cannot be empty.');
    await expect(problem).toBeInViewport();
    // The field, where the name is mended, has the focus back and says why.
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAttribute('aria-describedby', 'post-problem');
    await expect(game.byTestId('post-state')).toHaveAttribute('data-state', '');
  };
  // Post clicked with the field empty.
  await game.byTestId('post-game').click();
  await refused();
  await page.screenshot({ path: 'screenshots/leaderboard-post-empty-name-390x844.png' });
  // Enter in the empty field.
  await page.keyboard.press('Enter');
  await refused();
  // Spaces only: the same.
  await name.fill('   ');
  await page.keyboard.press('Enter');
  await refused();
  expect(await page.evaluate((k) => localStorage.getItem(k), PLAYER_KEY)).toBeNull();
});
