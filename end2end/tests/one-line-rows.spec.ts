import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GamePage } from './game-page';
import { makeRace, player } from './racers';

// The header and each of the footer's two rows keep to one line in every language on a
// phone (issue 42): a row that wraps takes its height from the board, which is the game.
// Each row's items (the title, its buttons, the seed) share one line, no button's words
// break onto a second, and the board is as big as English's, in every mode's page and a
// daily game's. The pseudo-language, 40% longer than English, fits too: a longer
// language would.

const LANGUAGES = ['en', 'de', 'es', 'fr', 'ja', 'ar', 'en-XA'];
const MODES = ['exponentorus', 'exponentile', '2048'];
/** A short finished game, whose game-over box links to its replay. */
const FINISHED = readFileSync(new URL('./finished-small.json', import.meta.url), 'utf8');

type Row = { row: string; items: { name: string; top: number; bottom: number; lines: number }[] };

/** The header's and the footer rows' visible items: where each is, and how many lines
 *  its words take. */
async function rows(page: Page): Promise<Row[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    // The lines an item's words run over: the distinct tops of its shown text's boxes
    // (not a name kept for screen readers in a 1 px box).
    const lines = (el: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const box = text.parentElement!.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) {
          if (rect.width > 1 && rect.height > 1) tops.add(Math.round(rect.top + rect.height / 2));
        }
      }
      // Boxes of one line differ by a pixel or two (a kbd, a bold word): a line is a band.
      const sorted = [...tops].sort((a, b) => a - b);
      return sorted.filter((top, i) => i === 0 || top - sorted[i - 1] > 4).length;
    };
    const item = (el: Element) => {
      const box = el.getBoundingClientRect();
      const name = (el.getAttribute('data-testid') ?? el.className) || el.tagName;
      return { name, top: box.top, bottom: box.bottom, lines: lines(el) };
    };
    const found: { row: string; items: ReturnType<typeof item>[] }[] = [];
    // The header is one row; in another mode than the main game, two by design: its title
    // with the way back to the main game, then the buttons.
    const header = document.querySelector('.app:not(.shell) > .top');
    if (header?.querySelector('.mode-back')) {
      found.push({ row: 'header title', items: [...header.querySelectorAll('.title, .mode-back')].filter(shown).map(item) });
      found.push({ row: 'header buttons', items: [...header.querySelectorAll('.actions button')].filter(shown).map(item) });
    } else if (header) {
      const items = [...header.querySelectorAll('.title, .actions button, .actions a.button')].filter(shown);
      found.push({ row: 'header', items: items.map(item) });
    }
    document.querySelectorAll('.app:not(.shell) .footer-row').forEach((row, i) => {
      const items = [...row.querySelectorAll(':scope > *, .move-controls > *')]
        .filter((el) => !el.classList.contains('move-controls'))
        .filter(shown);
      found.push({ row: `footer row ${i + 1}`, items: items.map(item) });
    });
    return found;
  });
}

/** What is not on one line: a row whose items share no line, an item over two lines. */
function brokenRows(found: Row[]): string[] {
  const broken: string[] = [];
  for (const { row, items } of found) {
    // One line: a level that crosses every item.
    const lowestTop = Math.max(...items.map((i) => i.top));
    const highestBottom = Math.min(...items.map((i) => i.bottom));
    if (lowestTop >= highestBottom) {
      broken.push(`${row}: ${items.map((i) => `${i.name}@${Math.round(i.top)}`).join(', ')}`);
    }
    for (const i of items.filter((i) => i.lines > 1)) broken.push(`${row}: ${i.name} over ${i.lines} lines`);
  }
  return broken;
}

for (const [width, height] of [
  [390, 844],
  [320, 568],
]) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    for (const mode of MODES) {
      test(`${mode}'s header and footer rows keep to one line in every language at ${width}×${height}`, async ({
        page,
      }) => {
        test.setTimeout(60_000);
        const game = new GamePage(page);
        await game.prepare({});
        const boards: Record<string, number> = {};
        const broken: string[] = [];
        for (const lang of LANGUAGES) {
          await page.goto(`/?mode=${mode}&lang=${lang}`);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await game.shown();
          await page.screenshot({ path: `screenshots/rows-${mode}-${lang}-${width}x${height}.png` });
          broken.push(...brokenRows(await rows(page)).map((b) => `${lang}: ${b}`));
          boards[lang] = (await game.board().boundingBox())!.width;
        }
        expect(broken, 'rows over more than one line').toEqual([]);
        for (const lang of LANGUAGES) {
          expect(Math.abs(boards[lang] - boards.en), `${lang}'s board beside English's: ${JSON.stringify(boards)}`).toBeLessThanOrEqual(3);
        }
      });
    }

    // A race's page: the race's mode and board, the race bar, Hint, Watch, Undo and Race
    // off, in German, whose words are long.
    test(`a race's rows keep to one line in German at ${width}×${height}`, async ({ browser }) => {
      const ann = await player(browser, { width, height });
      await makeRace(ann, 'Ann', { lang: 'de' });
      await ann.page.getByTestId('race-start').click();
      await expect(ann.page.getByTestId('race-bar')).toBeVisible();
      await expect(ann.page.getByTestId('hint')).toBeDisabled();
      await ann.page.screenshot({ path: `screenshots/rows-race-de-${width}x${height}.png` });
      expect(brokenRows(await rows(ann.page)), 'rows over more than one line').toEqual([]);
      await ann.context.close();
    });

    // A daily game's footer names its day and the way back to the free game in place of
    // the seed: a longer first row.
    test(`a daily game's rows keep to one line in every language at ${width}×${height}`, async ({ page }) => {
      const game = new GamePage(page);
      await game.prepare({});
      const broken: string[] = [];
      for (const lang of LANGUAGES) {
        await page.goto(`/?daily&lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await game.shown();
        await expect(page.getByTestId('free-game')).toBeVisible();
        await page.screenshot({ path: `screenshots/rows-daily-${lang}-${width}x${height}.png` });
        broken.push(...brokenRows(await rows(page)).map((b) => `${lang}: ${b}`));
      }
      expect(broken, 'rows over more than one line').toEqual([]);
    });

    // The replay viewer's header: its title, Back to my game and Play this game.
    test(`the replay viewer's header keeps to one line in every language at ${width}×${height}`, async ({ page }) => {
      const game = new GamePage(page);
      await game.prepare({ game: FINISHED });
      await game.goto('/', 5);
      const analyse = await page.getByTestId('game-over-analyse').getAttribute('href');
      const replay = analyse!.replace('&analyse', '');
      const broken: string[] = [];
      for (const lang of LANGUAGES) {
        await page.goto(`${replay}&lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByTestId('replay-play-this')).toBeVisible();
        await page.screenshot({ path: `screenshots/rows-replay-${lang}-${width}x${height}.png` });
        const header = (await rows(page)).filter(({ row }) => row === 'header');
        expect(header).toHaveLength(1);
        broken.push(...brokenRows(header).map((b) => `${lang}: ${b}`));
      }
      expect(broken, 'rows over more than one line').toEqual([]);
    });
  });
}
