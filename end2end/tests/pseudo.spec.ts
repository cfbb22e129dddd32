import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cutOrOverflowing } from './fits';
import { GamePage, NO_MOVE_BOARD, SETTINGS_KEY } from './game-page';
import { byKey, makeRace, player, playOut, slideOnce, watch } from './racers';

// The pseudo-language (`?lang=en-XA`, src/model/i18n/pseudo.rs): every message wrapped
// in ⟦…⟧ and its words 40% longer. Every screen and dialog of every mode is walked at a
// phone's size, and on each: no visible text, title, label or placeholder lies outside
// the wrappers (nothing is left hard-coded, nor a file field in the browser's words), and
// no text is cut by its box or runs off the screen (a longer language fits).

const PSEUDO = 'en-XA';
const FINISHED = readFileSync(new URL('./finished-game.json', import.meta.url), 'utf8');
/** A short finished game (41 moves), analysed in a second or two. */
const FINISHED_SMALL = readFileSync(new URL('./finished-small.json', import.meta.url), 'utf8');

/** What shows that no message gave: text outside every ⟦…⟧ with a letter in it, save the
 *  names that are the same in every language (the modes' titles, the languages' own
 *  names in their menu, keys' letters on their keys) and the `shown` names. */
async function unwrapped(page: Page, shown: string[]): Promise<string[]> {
  return page.evaluate((shown) => {
    const names = [
      'ExponenTorus', 'ExponenTile', 'Exponen', 'Torus', 'Tile',
      'English', 'Deutsch', 'Español', 'Français', '日本語', 'العربية', '⟦Ƥšéééüüđóó⟧',
      ...shown,
    ];
    const outside = (text: string): string => {
      let rest = text;
      // Innermost wrappers first: a message may hold another.
      for (let last = ''; last !== rest; ) {
        last = rest;
        rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
      }
      for (const name of names) rest = rest.split(name).join(' ');
      // A key's name on its key (<kbd>H</kbd>, WASD) is a letter or four, upper case.
      return rest.replace(/\b[A-Z]{1,4}\b/g, ' ').replace(/[^\p{L}]+/gu, ' ').trim();
    };
    const found: string[] = [];
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ visibilityProperty: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !visible(parent) || parent.closest('[aria-hidden="true"], script, style, noscript, option:not(:checked)')) continue;
      // A text node is a part of its element's text: judged with its siblings.
      const whole = parent.innerText ?? '';
      const left = outside(whole);
      if (left) found.push(`${parent.tagName.toLowerCase()}: ${JSON.stringify(whole.slice(0, 80))} → ${left}`);
    }
    for (const el of document.querySelectorAll('[title], [aria-label], [placeholder]')) {
      if (!visible(el) || el.closest('[aria-hidden="true"]')) continue;
      for (const name of ['title', 'aria-label', 'placeholder']) {
        const value = el.getAttribute(name);
        if (value && outside(value)) found.push(`${el.tagName.toLowerCase()}[${name}]: ${JSON.stringify(value)}`);
      }
    }
    // A file field shows the browser's own words ("Choose File"), in the browser's language.
    for (const field of document.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      const box = field.getBoundingClientRect();
      if (visible(field) && box.width > 1 && box.height > 1) found.push(`input[type=file]: the browser's words`);
    }
    return [...new Set(found)];
  }, shown);
}

/** Both checks on the screen as it is, named `where`; `shown`: the names it shows that are
 *  no message (players' names, a puzzle's id). */
async function check(page: Page, where: string, shown: string[] = []): Promise<void> {
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0))));
  await page.screenshot({ path: `screenshots/pseudo-${where}.png` });
  expect(await unwrapped(page, shown), `${where}: text outside the messages`).toEqual([]);
  expect(await cutOrOverflowing(page), `${where}: text cut or off the screen`).toEqual([]);
}

/** Opens a dialog with the button `open`, checks it, and closes it with Escape. */
async function dialog(page: Page, where: string, open: string, shown: string): Promise<void> {
  await page.getByTestId(open).click();
  await expect(page.getByTestId(shown)).toBeVisible();
  await check(page, where);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(shown)).toBeHidden();
}

test.use({ viewport: { width: 390, height: 844 } });

for (const mode of ['exponentorus', 'exponentile', '2048']) {
  test(`every screen and dialog of ${mode} in the pseudo-language`, async ({ page }) => {
    test.setTimeout(90_000);
    const game = new GamePage(page);
    await game.prepare({});
    await page.goto(`/?mode=${mode}&lang=${PSEUDO}`);
    await game.shown();
    await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO);
    await check(page, `${mode}-game`);
    // A move's sentence in the live region.
    await page.keyboard.press(mode === '2048' ? 'ArrowLeft' : 'h');
    await expect(game.status()).toContainText('⟦');
    await check(page, `${mode}-status`);
    await dialog(page, `${mode}-help`, 'help', 'help-panel');
    await dialog(page, `${mode}-new-game`, 'new-game', 'confirm-new-game');
    await dialog(page, `${mode}-stats`, 'stats-open', 'stats-dialog');
    await dialog(page, `${mode}-leaderboard`, 'leaderboard-open', 'leaderboard-dialog');
    await dialog(page, `${mode}-saves`, 'saves-open', 'saves-panel');
    await game.openSettings();
    await check(page, `${mode}-settings`);
    await page.getByTestId('forget-me').click();
    await expect(page.getByTestId('confirm-forget')).toBeVisible();
    await check(page, `${mode}-forget-me`);
    await page.getByTestId('forget-no').click();
    await game.closeSettings();
    // The tutorial, from how to play.
    await page.getByTestId('help').click();
    await page.getByTestId('tutorial-start').click();
    await expect(page.getByTestId('tutorial')).toBeVisible();
    await check(page, `${mode}-tutorial`);
    await page.getByTestId('tutorial-skip').click();
    await expect(page.getByTestId('tutorial')).toBeHidden();
  });
}

test('the game-over box, a notice and the replay viewer in the pseudo-language', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(NO_MOVE_BOARD, { score: 1234567, moves: 300 });
  // A link with a seed that is none: a notice says so.
  await page.goto(`/?seed=abc&lang=${PSEUDO}`);
  await game.shown();
  await expect(game.gameOver()).toBeVisible();
  await check(page, 'game-over');
  await game.byTestId('game-over-new-game').click();
  await expect(game.notice()).toBeVisible();
  await check(page, 'notice');
});

test("a finished game's share box and its replay in the pseudo-language", async ({ page, baseURL }) => {
  // No share sheet and no clipboard: the text is shown in a box to copy.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
    Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, value: undefined });
  });
  const game = new GamePage(page);
  await game.prepare({ game: FINISHED });
  await page.goto(`/?lang=${PSEUDO}`);
  await game.shown();
  await expect(game.gameOver()).toBeVisible();
  await game.byTestId('game-over-share').click();
  await expect(game.byTestId('share-box')).toBeVisible();
  await check(page, 'share-box');
  const text = await game.byTestId('share-text').inputValue();
  const link = text.split('\n')[1];
  expect(link).toContain('?replay=');
  await page.addInitScript((key) => localStorage.setItem(key, '{"help_seen":true,"speed":"instant"}'), SETTINGS_KEY);
  await page.goto(`${link.replace(baseURL!, '/')}&lang=${PSEUDO}`);
  await game.shown();
  await expect(game.byTestId('replay')).toBeVisible();
  await check(page, 'replay');
});

test("the replay viewer's analysis in the pseudo-language", async ({ page }) => {
  const game = new GamePage(page);
  await game.prepare({ game: FINISHED_SMALL });
  await page.goto(`/?lang=${PSEUDO}`);
  await game.shown();
  await expect(game.gameOver()).toBeVisible();
  await check(page, 'game-over-analyse');
  await game.byTestId('game-over-analyse').click();
  await expect(game.byTestId('replay')).toBeVisible();
  // Done: the accuracy, the marks counted, the chart and its words, the costliest moves.
  await expect(game.byTestId('analysis-summary')).toBeVisible();
  await expect(game.status()).toContainText('⟦');
  await check(page, 'analysis');
  // At a costly move: the move read with its mark and the better move.
  await game.byTestId('costly-move').first().click();
  await expect(game.hintedTiles()).toHaveCount(2);
  await check(page, 'analysis-move');
  // The better move played out, and back.
  await game.byTestId('better-play').click();
  await expect(game.byTestId('better-play')).toHaveText(/⟦/);
  await check(page, 'analysis-played-out');
  await page.keyboard.press('Escape');
  await page.keyboard.press('b');
  await check(page, 'analysis-better-off');
  // The chart's words, read by a screen reader, are messages too.
  let words = (await game.byTestId('analysis-chart').getAttribute('aria-label'))!;
  // Innermost wrappers first: the chart's sentence holds the marks' and the moves'.
  for (let last = ''; last !== words; ) {
    last = words;
    words = words.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  expect(words.replace(/[^\p{L}]+/gu, '')).toBe('');
});

test("the analysis's progress and Cancel in the pseudo-language", async ({ page }) => {
  // The long game with the CPU slowed: seconds of analysis to look at its progress in.
  const game = new GamePage(page);
  await game.prepare({ game: FINISHED });
  await page.goto(`/?lang=${PSEUDO}`);
  await game.shown();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await game.byTestId('game-over-analyse').click();
  await expect(game.byTestId('analysis-progress')).toBeVisible();
  await check(page, 'analysis-progress');
  await game.byTestId('analysis-cancel').click();
  await expect(game.byTestId('analyse')).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await check(page, 'analysis-cancelled');
});

test('a race in the pseudo-language: the lobby, the race bar and the standings, playing and watching', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const players = ['Ann'];
  const ann = await player(browser, { width: 390, height: 844 });
  const cat = await player(browser, { width: 390, height: 844 });
  const link = await makeRace(ann, 'Ann', { lang: PSEUDO });
  await watch(cat, link, PSEUDO);
  // The lobby: the link to send, Ann with her marks, how it starts; to Cat, Join.
  await expect(cat.page.getByTestId('race-join')).toBeVisible();
  await expect(ann.page.getByTestId('race-player')).toContainText('⟦');
  await check(ann.page, 'race-lobby', players);
  await check(cat.page, 'race-lobby-watching', players);
  await ann.page.getByTestId('race-start').click();
  await expect(ann.page.getByTestId('race-countdown')).toContainText('⟦');
  // The race: the bar with its clock and rows; a helper asked for is off.
  await expect(ann.page.getByTestId('race-bar')).toBeVisible();
  await slideOnce(ann, byKey(ann), 0);
  await ann.page.keyboard.press('h');
  await expect(ann.game.status()).toContainText('⟦');
  await check(ann.page, 'race-bar', players);
  // Watching: every board, small, with its player's name.
  await expect(cat.page.getByTestId('race-board')).toHaveCount(1);
  await check(cat.page, 'race-watching', players);
  // The standings, once Ann's board is over.
  await playOut(ann);
  for (const [p, where] of [
    [ann, 'race-standings'],
    [cat, 'race-standings-watching'],
  ] as const) {
    await expect(p.page.getByTestId('race-standings')).toBeVisible();
    await expect(p.page.getByTestId('race-replay')).toHaveCount(1);
    await check(p.page, where, players);
  }
  for (const p of [ann, cat]) await p.context.close();
});

test("2048's win in the pseudo-language", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('exponentorus.settings', '{"help_seen":true,"speed":"instant"}');
    localStorage.setItem(
      'exponentorus.2048.game',
      JSON.stringify({
        version: 1,
        board: [[1024, 1024, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [2, 0, 0, 0]],
        ids: [[0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [2, 0, 0, 0]],
        next_id: 3,
        score: 0,
        moves: 0,
        seed: '7',
      }),
    );
  });
  const game = new GamePage(page);
  await page.goto(`/?mode=2048&lang=${PSEUDO}`);
  await game.shown();
  await page.keyboard.press('ArrowLeft');
  await expect(game.byTestId('win')).toBeVisible();
  await check(page, 'win');
});

for (const [width, height] of [
  [320, 568],
  [1280, 800],
]) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test(`every mode's page and its dialogs fit in the pseudo-language at ${width}×${height}`, async ({ page }) => {
      test.setTimeout(90_000);
      const game = new GamePage(page);
      await game.prepare({});
      for (const mode of ['exponentorus', 'exponentile', '2048']) {
        await page.goto(`/?mode=${mode}&lang=${PSEUDO}`);
        await game.shown();
        await check(page, `${mode}-${width}`);
        await dialog(page, `${mode}-${width}-help`, 'help', 'help-panel');
        await dialog(page, `${mode}-${width}-stats`, 'stats-open', 'stats-dialog');
        await game.openSettings();
        await check(page, `${mode}-${width}-settings`);
        await game.closeSettings();
      }
    });
  });
}

// The statistics panel's figures on a phone and a desktop: no label runs into its
// neighbour's (the puzzles' EXPONENTORUS did at 320 px), and the numbers of a row of
// figures share a line (at 1280 px 2048's was 16 px above its neighbours').
for (const [width, height] of [
  [320, 568],
  [1280, 800],
]) {
  test(`the statistics panel's figures keep to their own room in the pseudo-language at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const game = new GamePage(page);
    await game.prepare({});
    await page.goto(`/?mode=2048&lang=${PSEUDO}`);
    await game.shown();
    await game.byTestId('stats-open').click();
    await expect(game.byTestId('stats-puzzles-by-mode')).toBeAttached();
    const faults = await page.getByTestId('stats-dialog').evaluate((dialog) => {
      const found: string[] = [];
      for (const list of dialog.querySelectorAll('.stats-figures')) {
        const figures = [...list.children].map((figure) => ({
          label: figure.querySelector('dt')!,
          number: figure.querySelector('dd')!.getBoundingClientRect(),
          top: Math.round(figure.getBoundingClientRect().top),
        }));
        for (const { label } of figures) {
          if (label.scrollWidth > label.clientWidth + 1) found.push(`${label.innerText}: ${label.scrollWidth} > ${label.clientWidth}`);
        }
        for (const a of figures) {
          for (const b of figures) {
            if (a.top === b.top && Math.abs(a.number.top - b.number.top) > 1) found.push(`${a.label.innerText} beside ${b.label.innerText}: numbers apart`);
          }
        }
      }
      return found;
    });
    await page.getByTestId('stats-puzzles-by-mode').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/pseudo-stats-figures-${width}.png` });
    expect(faults).toEqual([]);
  });
}

test('a puzzle, its verdict and a bad puzzle link in the pseudo-language', async ({ page }) => {
  const game = new GamePage(page);
  await game.prepare();
  await page.goto(`/?mode=2048&puzzle=daily&lang=${PSEUDO}`);
  await game.shown();
  const says = game.byTestId('puzzle-says');
  await expect(says).toBeVisible();
  // A kept puzzle's id is hex, whose letters are no word (a hunted one's is its mode and day).
  const id = [(await game.byTestId('puzzle-id').textContent()) ?? ''];
  await check(page, 'puzzle', id);
  const asked = await says.textContent();
  // The first key that slides is the one move; the others do nothing after it.
  await game.keys('ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown');
  await expect(says).not.toHaveText(asked ?? '');
  await check(page, 'puzzle-verdict', id);
  await page.goto(`/?puzzle=zzz&lang=${PSEUDO}`);
  await game.shown();
  await expect(game.notice()).toBeVisible();
  await check(page, 'puzzle-bad-link');
});
