import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { GamePage } from './game-page';
import { type Player, byKey, byTouch, join, makeRace, player, playOut, slideOnce } from './racers';

// Races against the game's own server (Playwright's web server, a fresh database): two
// players race a 2048 race to its end, one by keyboard and one by touch; one drops its
// connection (the context offline) and comes back to the server's moves; someone who opens
// the link after the start watches every board; an ExponenTile race too. The players:
// racers.ts.

const SHOTS = new URL('../screenshots/', import.meta.url).pathname;

/** The moves the race bar shows for `name`. */
async function barMoves(p: Player, name: string): Promise<number> {
  const row = p.page.getByTestId('race-row').filter({ hasText: name });
  const text = await row.locator('.moves').innerText();
  return Number(text.split(' ')[0]);
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: `${SHOTS}race-${name}-${width}.png` });
}

test.describe('races', () => {
  test.setTimeout(150_000);
  // A socket cut by the context going offline is reported by the browser, once.
  test.use({ allowedConsoleErrors: [/WebSocket connection to .* failed/] });

  test('two players race 2048 to the end, by keys and by touch; one drops and rejoins; a third watches', async ({
    browser,
  }) => {
    const ann = await player(browser);
    const bob = await player(browser, { width: 390, height: 844 }, true);
    const link = await makeRace(ann, 'Ann');
    await join(bob, link, 'Bob');
    await expect(ann.page.getByTestId('race-player')).toHaveCount(2);
    await shot(ann.page, 'lobby');
    await shot(bob.page, 'lobby');
    // Ann made it: she starts it; the countdown is the server's, on both screens.
    await ann.page.getByTestId('race-start').click();
    await expect(bob.page.getByTestId('race-countdown')).toContainText('Starting in');
    await expect(ann.page.getByTestId('race-bar')).toBeVisible();
    await expect(bob.page.getByTestId('race-bar')).toBeVisible();
    await expect(ann.page.locator('main')).toHaveAttribute('data-mode', '2048');
    // Hint is off in a race, and looks it, as do Watch, Undo and another race.
    await ann.page.keyboard.press('h');
    await expect(ann.game.status()).toHaveText('Hint is off in a race.');
    for (const id of ['hint', 'watch', 'undo', 'race']) await expect(ann.page.getByTestId(id)).toBeDisabled();
    // Someone who opens the link now watches every board.
    const cat = await player(browser, { width: 320, height: 568 });
    await cat.page.goto(link);
    await cat.game.shown();
    await expect(cat.page.getByTestId('race-bar')).toBeVisible();
    await expect(cat.page.getByTestId('race-board')).toHaveCount(2);
    // A few moves each; Ann's show on Bob's bar as the server verified them.
    for (let i = 0; i < 4; i++) {
      await slideOnce(ann, byKey(ann), i);
      await slideOnce(bob, byTouch(bob), i);
    }
    const annMoves = await ann.game.number('moves');
    await expect.poll(() => barMoves(bob, 'Ann')).toBe(annMoves);
    await shot(ann.page, 'racing');
    await shot(bob.page, 'racing');
    await shot(cat.page, 'racing');
    // Bob drops: Ann sees him away; his moves meanwhile stay his, and reach the server
    // once he is back.
    await bob.context.setOffline(true);
    await expect(ann.page.getByTestId('race-row').filter({ hasText: 'Bob' })).toContainText('away');
    for (let i = 0; i < 4; i++) await slideOnce(bob, byTouch(bob), i);
    await bob.context.setOffline(false);
    const bobMoves = await bob.game.number('moves');
    await expect.poll(() => barMoves(ann, 'Bob'), { timeout: 15_000 }).toBe(bobMoves);
    await expect(ann.page.getByTestId('race-row').filter({ hasText: 'Bob' })).not.toContainText('away');
    // Both play their boards out, Ann first: the race goes on until the last board is over.
    const standings = (p: Player) => p.page.getByTestId('race-standings');
    for (let i = 0; await slideOnce(ann, byKey(ann), i); i++);
    await expect(bob.page.getByTestId('race-row').filter({ hasText: 'Ann' })).toContainText('done');
    await expect(standings(ann)).toHaveCount(0);
    for (let i = 0; await slideOnce(bob, byTouch(bob), i); i++);
    for (const p of [ann, bob, cat]) {
      await expect(standings(p)).toBeVisible();
      await expect(standings(p).getByTestId('race-standing')).toHaveCount(2);
      await expect(standings(p).getByTestId('race-replay')).toHaveCount(2);
    }
    // The standings' scores are the server's, and Ann's is her own board's.
    const annRow = standings(ann).getByTestId('race-standing').filter({ hasText: 'Ann' });
    const annScore = await ann.game.number('score');
    await expect(annRow.getByTestId('race-standing-score')).toHaveText(annScore.toLocaleString('en-US'));
    await shot(ann.page, 'standings');
    await shot(bob.page, 'standings');
    await shot(cat.page, 'standings');
    // The replay link plays Ann's race game.
    const replay = await annRow.getByTestId('race-replay').getAttribute('href');
    expect(replay).toMatch(/replay=.*&player=Ann$/);
    // Back to her own game: the race never replaced it.
    await standings(ann).getByTestId('race-back').click();
    await expect(ann.page.getByTestId('race-standings')).toHaveCount(0);
    await expect(ann.page.locator('main')).toHaveAttribute('data-mode', 'exponentorus');
    for (const p of [ann, bob, cat]) await p.context.close();
  });

  test('Rematch: a new race for the same players, in its own lobby on each screen, started when all are ready', async ({
    browser,
  }) => {
    const ann = await player(browser);
    const bob = await player(browser);
    const link = await makeRace(ann, 'Ann');
    await join(bob, link, 'Bob');
    await ann.page.getByTestId('race-start').click();
    for (const p of [ann, bob]) await expect(p.page.getByTestId('race-bar')).toBeVisible();
    for (let i = 0; await slideOnce(ann, byKey(ann), i); i++);
    for (let i = 0; await slideOnce(bob, byKey(bob), i); i++);
    const standings = bob.page.getByTestId('race-standings');
    await expect(standings).toBeVisible();
    await standings.getByTestId('race-rematch').click();
    // Both go on to the rematch's lobby, a race of its own, with both seated.
    const again = (p: Player) => p.page.getByTestId('race-lobby');
    for (const p of [ann, bob]) {
      await expect(again(p)).toBeVisible();
      await expect(again(p).getByTestId('race-player')).toHaveCount(2);
      await expect(p.page).toHaveURL(/\?race=[0-9a-f]{16}$/);
      expect(p.page.url()).not.toBe(link);
    }
    expect(ann.page.url()).toBe(bob.page.url());
    for (const p of [ann, bob]) await again(p).getByTestId('race-ready').click();
    // Everyone ready: it starts, on a fresh board for both, each seeing the other's moves.
    for (const p of [ann, bob]) {
      await expect(p.page.getByTestId('race-bar')).toBeVisible();
      await expect(p.page.getByTestId('race-row')).toHaveCount(2);
      await expect(p.game.byTestId('moves')).toHaveText('0');
    }
    await slideOnce(ann, byKey(ann), 0);
    await expect.poll(() => barMoves(bob, 'Ann')).toBe(1);
    for (const p of [ann, bob]) await p.context.close();
  });

  test('a pick in the race form stays when the server answers the form after it', async ({ browser }) => {
    // The service worker blocked, so that the form's question reaches the route, which
    // holds the server's answer until the pick is made.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const game = new GamePage(page);
    await game.prepare();
    let answer = () => {};
    const held = new Promise<void>((go) => (answer = go));
    await page.route('**/api/races', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await game.shown();
    await page.getByTestId('race').click();
    const form = page.getByTestId('race-form');
    await form.getByTestId('race-mode-2048').check();
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/races');
    answer();
    await answered;
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0))));
    await expect(form.getByTestId('race-mode-2048')).toBeChecked();
    await expect(form.getByTestId('race-mode-exponentorus')).not.toBeChecked();
    await context.close();
  });

  test("on a phone, where the header has no room for Race, New game's Race opens the form on the mode and side picked", async ({
    browser,
  }) => {
    const ann = await player(browser, { width: 390, height: 844 }, true);
    await ann.page.goto('/');
    await ann.game.shown();
    await expect(ann.page.getByTestId('race')).toBeHidden();
    await ann.page.getByTestId('new-game').click();
    await ann.page.getByTestId('mode-pick-2048').check();
    await ann.page.getByTestId('size-pick').selectOption('5');
    await ann.page.getByTestId('new-game-race').click();
    const form = ann.page.getByTestId('race-form');
    await expect(form).toBeVisible();
    await expect(ann.page.getByTestId('confirm-new-game')).toHaveCount(0);
    await expect(form.getByTestId('race-mode-2048')).toBeChecked();
    await expect(form.getByTestId('race-size')).toHaveValue('5');
    // The server was asked as the form opened, and runs races: nothing to say.
    await expect(form.getByTestId('race-form-said')).toHaveText('');
    await shot(ann.page, 'form');
    await form.getByTestId('race-cancel').click();
    await expect(form).toHaveCount(0);
    await ann.context.close();
  });

  test('an ExponenTile race: the race bar shows the verified score as the board plays', async ({ browser }) => {
    const ann = await player(browser);
    await makeRace(ann, 'Ann', { mode: 'exponentile', size: 6, minutes: 2 });
    await ann.page.getByTestId('race-start').click();
    await expect(ann.page.getByTestId('race-bar')).toBeVisible();
    await expect(ann.page.locator('main')).toHaveAttribute('data-mode', 'exponentile');
    await expect(ann.game.tiles()).toHaveCount(36);
    for (let played = 0; played < 3; played++) {
      const rows = await ann.game.values();
      const swap = legalSwap(rows);
      expect(swap, 'a legal swap').not.toBeNull();
      await ann.game.clickSwap(swap![0], swap![1]);
      await expect.poll(() => ann.game.number('moves')).toBe(played + 1);
      await ann.game.atRest();
    }
    const score = await ann.game.number('score');
    await expect(ann.page.getByTestId('race-row').getByTestId('race-score')).toHaveText(
      score.toLocaleString('en-US'),
    );
    await ann.page.getByTestId('race-clock').waitFor();
    await expect(ann.page.getByTestId('race-clock')).toContainText(/1:[0-5]\d|2:00/);
    await ann.context.close();
  });

  // Before the countdown, with nothing said, the lobby's list of players is followed by
  // how the race starts, with no empty band between them (the countdown's and the news'
  // empty lines left 54 px of nothing: issue 40).
  test("the lobby's list of players is followed by its next words, with no empty band", async ({ browser }) => {
    for (const [width, height] of [
      [320, 568],
      [390, 844],
      [1280, 800],
    ]) {
      const ann = await player(browser, { width, height });
      await makeRace(ann, 'Ann');
      const lobby = ann.page.getByTestId('race-lobby');
      await expect(lobby.getByTestId('race-ready')).toBeVisible();
      const gap = await lobby.evaluate((dialog) => {
        const list = dialog.querySelector('[data-testid="race-players"]')!;
        let next = list.nextElementSibling as HTMLElement | null;
        while (next && !next.innerText.trim()) next = next.nextElementSibling as HTMLElement | null;
        return next!.getBoundingClientRect().top - list.getBoundingClientRect().bottom;
      });
      await shot(ann.page, 'lobby');
      // The list's margin and the next paragraph's: a line's gap at most.
      expect(gap, `at ${width}×${height}`).toBeLessThanOrEqual(20);
      await ann.context.close();
    }
  });

  // A race until the last board has no countdown: the server's hour-long limit on it
  // showed as a clock beside "until the last board", in every language (59:58 in English,
  // 60:00 in German: issue 40).
  test('a race until the last board shows no clock, in English and in German', async ({ browser }) => {
    for (const [lang, words] of [
      ['en', 'Until the last board'],
      ['de', 'Bis zum letzten Spielfeld'],
    ]) {
      const ann = await player(browser, { width: 390, height: 844 });
      await makeRace(ann, 'Ann', { lang });
      await ann.page.getByTestId('race-start').click();
      const clock = ann.page.getByTestId('race-clock');
      await expect(clock).toHaveText(words);
      await expect(clock.locator('strong')).toHaveCount(0);
      await ann.page.screenshot({ path: `${SHOTS}race-untimed-${lang}.png` });
      await ann.context.close();
    }
  });

  // A place reads as the language writes one (no Latin full stop after an Arabic number),
  // in the digits the language's scores are written in, as the clock is; on one line in
  // the pseudo-language, whose brackets made it two (issue 40).
  test("the race bar's places and clock in each language's own way, each place on one line", async ({ browser }) => {
    // Seven races, one a language: 45 to 58 s in whole runs here, and CI's runs are
    // slower; the limit is the other races', which stops a hang, not a slow machine.
    const places: Record<string, string> = { en: '1.', de: '1.', fr: '1er', es: '1.º', ja: '1位', 'en-XA': '⟦1.⟧' };
    for (const lang of ['ar', 'en-XA', 'en', 'de', 'fr', 'es', 'ja']) {
      const ann = await player(browser, { width: 390, height: 844 });
      await makeRace(ann, 'Ann', { lang, minutes: 2 });
      await ann.page.getByTestId('race-start').click();
      await expect(ann.page.getByTestId('race-bar')).toBeVisible();
      const rank = ann.page.getByTestId('race-row').locator('.rank');
      const clock = ann.page.getByTestId('race-clock').locator('strong');
      await expect(clock).not.toBeEmpty();
      const intl = (tag: string) =>
        ann.page.evaluate((tag) => {
          const digits = new Intl.NumberFormat(tag, { useGrouping: false }).format(1234567890);
          return { one: new Intl.NumberFormat(tag).format(1), digits };
        }, tag);
      const { one, digits } = await intl(lang === 'en-XA' ? 'en' : lang);
      // Without the marks that isolate a message's number from the text around it.
      const place = () => rank.innerText().then((text) => text.replace(/[\u2066-\u2069]/g, ''));
      await expect.poll(place).toBe(lang === 'ar' ? one : places[lang]);
      // m:ss, each digit one of the language's (Arabic's, where its scores are so written).
      await expect(clock).toHaveText(new RegExp(`^[${digits}]+:[${digits}]{2}$`));
      const lines = await rank.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, `${lang}: the place's lines`).toBe(1);
      await ann.page.screenshot({ path: `${SHOTS}race-places-${lang}.png` });
      await ann.context.close();
    }
  });

  // The race's screens in a language written left to right with long words, and in one
  // written right to left, at a phone's and a desktop's size (screenshots/race-de-…).
  for (const [lang, start, standings] of [
    ['de', 'Starten', 'Der Endstand'],
    ['ar', 'ابدأ', 'الترتيب النهائي'],
  ]) {
    test(`a race in ${lang}: the lobby, the race and the standings, on a phone and a desktop`, async ({ browser }) => {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        const ann = await player(browser, viewport);
        const bob = await player(browser, viewport);
        const link = await makeRace(ann, 'Ann', { lang });
        await join(bob, link, 'Bob', lang);
        await expect(ann.page.getByTestId('race-player')).toHaveCount(2);
        await expect(ann.page.getByTestId('race-start')).toHaveText(start);
        await shot(ann.page, `${lang}-lobby`);
        await ann.page.getByTestId('race-start').click();
        for (const p of [ann, bob]) await expect(p.page.getByTestId('race-bar')).toBeVisible();
        for (let i = 0; i < 3; i++) {
          await slideOnce(ann, byKey(ann), i);
          await slideOnce(bob, byKey(bob), i);
        }
        await shot(ann.page, `${lang}-racing`);
        await playOut(ann);
        await playOut(bob);
        await expect(ann.page.getByTestId('race-standings').locator('h2')).toHaveText(standings);
        await shot(ann.page, `${lang}-standings`);
        for (const p of [ann, bob]) await p.context.close();
      }
    });
  }
});

test.describe('where no race server answers', () => {
  // Requests the service worker answers never reach the route; the browser reports the
  // static host's 404 to the form's question, and only to it (the requests are counted).
  test.use({ serviceWorkers: 'block', allowedConsoleErrors: [/status of 404/] });

  test("nothing is asked at a page's start; Start a race asks, says the site runs none, and its button goes", async ({
    page,
  }) => {
    // A static host: its page for any path it has no file for.
    const asked: string[] = [];
    await page.route('**/api/**', (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title>' });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    const game = new GamePage(page);
    await game.prepare();
    await game.goto('/?seed=42');
    expect(asked, 'no request at the page load').toEqual([]);
    await game.byTestId('race').click();
    const said = game.byTestId('race-form-said');
    await expect(said).toHaveText('This site does not run races: they need the game\'s own server, and it has none.');
    expect(asked).toEqual(['/api/races']);
    await game.byTestId('race-cancel').click();
    await expect(game.byTestId('race-form')).toHaveCount(0);
    await expect(game.byTestId('race')).toHaveCount(0);
    // The next visit remembers: neither the shell nor the game offers the button, and
    // nothing is asked.
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bno-races\b/);
    await game.shown();
    await expect(game.byTestId('race')).toHaveCount(0);
    expect(asked).toEqual(['/api/races']);
  });
});

type Cell = { x: number; y: number };

/** A swap of neighbours on a flat board that lines up three or more of a value. */
function legalSwap(rows: number[][]): [Cell, Cell] | null {
  const n = rows.length;
  const runAt = (b: number[][], x: number, y: number): boolean => {
    const v = b[y][x];
    let h = 1;
    for (let i = x - 1; i >= 0 && b[y][i] === v; i--) h++;
    for (let i = x + 1; i < n && b[y][i] === v; i++) h++;
    let w = 1;
    for (let j = y - 1; j >= 0 && b[j][x] === v; j--) w++;
    for (let j = y + 1; j < n && b[j][x] === v; j++) w++;
    return h >= 3 || w >= 3;
  };
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      for (const [dx, dy] of [
        [1, 0],
        [0, 1],
      ]) {
        const [bx, by] = [x + dx, y + dy];
        if (bx >= n || by >= n) continue;
        const b = rows.map((r) => [...r]);
        [b[y][x], b[by][bx]] = [b[by][bx], b[y][x]];
        if (runAt(b, x, y) || runAt(b, bx, by)) return [{ x, y }, { x: bx, y: by }];
      }
    }
  }
  return null;
}
