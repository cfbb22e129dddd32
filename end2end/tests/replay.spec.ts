import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, GAME_KEY, GamePage, SETTINGS_KEY, saveJson } from './game-page';

// Replays and sharing: Share sends the score and a link that replays the game;
// the link, opened anywhere, plays the game back from its seed and moves, with the
// game's own board, never touching that browser's game; a bad link says what is wrong.

/** A finished game (seed 118, 311 moves; tests/properties.rs checks how it was made). */
const FINISHED = readFileSync(new URL('./finished-game.json', import.meta.url), 'utf8');

/** Routes navigator.share into `window.sharedText`, as a browser with a share sheet. */
async function catchShares(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: { text: string }) => {
        (window as unknown as { sharedText: string }).sharedText = data.text;
      },
    });
  });
}

/** The player's page at the end of the finished game, with what it shows. */
async function finishedGame(page: Page) {
  const game = new GamePage(page);
  await catchShares(page);
  await game.prepare({ game: FINISHED });
  await game.goto();
  await expect(game.gameOver()).toBeVisible();
  return {
    game,
    board: await game.values(),
    score: await game.byTestId('score').textContent(),
    highest: await game.byTestId('highest').textContent(),
  };
}

/** What Share sent from `page`, after pressing the button `testId`. */
async function shared(page: Page, testId: string): Promise<string> {
  await page.getByTestId(testId).click();
  const handle = await page.waitForFunction(() => (window as unknown as { sharedText?: string }).sharedText);
  return (await handle.jsonValue()) as string;
}

/** A page in a fresh profile (another person's browser), at `url`. */
async function elsewhere(browser: Browser, baseURL: string, url: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, '{"help_seen":true,"speed":"instant"}');
  }, SETTINGS_KEY);
  await page.goto(url);
  await expect(page.getByTestId('tile')).toHaveCount(81);
  return page;
}

test("a finished game's replay link, opened in a fresh profile, reaches the same board and score", async ({
  page,
  browser,
  baseURL,
}) => {
  const mine = await finishedGame(page);
  const text = await shared(page, 'game-over-share');
  const [line, link, ...rest] = text.split('\n');
  expect(rest).toEqual([]);
  expect(line).toBe(`ExponenTorus 9×9 · seed 118 · ${mine.score} points · top tile ${mine.highest} · 311 moves`);
  expect(mine.score).toBe('16,620');
  expect(link).toMatch(new RegExp(`^${baseURL}\\?replay=[A-Za-z0-9_-]+$`));
  // About a byte a move: 311 moves in under 450 characters of base64.
  expect(link.length - `${baseURL}?replay=`.length).toBeLessThan(450);

  const other = await elsewhere(browser, baseURL!, link);
  const viewer = new GamePage(other);
  await expect(other.getByTestId('replay')).toBeVisible();
  await expect(viewer.byTestId('replay-position')).toHaveText('0 / 311');
  await expect(viewer.byTestId('moves')).toHaveText('0');
  await expect(viewer.byTestId('replay-seed')).toHaveText('118');
  await other.keyboard.press('End');
  await expect(viewer.byTestId('replay-position')).toHaveText('311 / 311');
  expect(await viewer.values()).toEqual(mine.board);
  await expect(viewer.byTestId('score')).toHaveText(mine.score!);
  await expect(viewer.byTestId('moves')).toHaveText('311');
  await expect(viewer.byTestId('highest')).toHaveText(mine.highest!);
  await expect(viewer.gameOver(), 'the viewer shows no game-over dialog').toHaveCount(0);
  expect(
    await other.evaluate((k) => localStorage.getItem(k), GAME_KEY),
    'the viewer saved no game in that browser',
  ).toBeNull();
  await other.context().close();
});

test("the viewer's controls: step, step back, scrub, play to the end, jump to the start", async ({
  page,
  browser,
  baseURL,
}) => {
  await finishedGame(page);
  const link = (await shared(page, 'share')).split('\n')[1];
  const other = await elsewhere(browser, baseURL!, link);
  // That browser has a game of its own under way, which the viewer leaves alone.
  const theirs = saveJson(BOARD, { seed: 77, moves: 5, score: 100 });
  await other.evaluate(([k, v]) => localStorage.setItem(k, v), [GAME_KEY, theirs]);
  const viewer = new GamePage(other);
  const position = viewer.byTestId('replay-position');
  const deal = await viewer.values();

  await other.keyboard.press('ArrowRight');
  await expect(position).toHaveText('1 / 311');
  await expect(viewer.byTestId('moves')).toHaveText('1');
  await expect(viewer.status()).toContainText('Move 1 of 311.');
  expect(await viewer.values()).not.toEqual(deal);
  await viewer.byTestId('replay-step-back').click();
  await expect(position).toHaveText('0 / 311');
  expect(await viewer.values()).toEqual(deal);
  await viewer.byTestId('replay-step').click();
  await expect(position).toHaveText('1 / 311');

  await viewer.byTestId('replay-scrubber').fill('150');
  await expect(position).toHaveText('150 / 311');
  await expect(viewer.byTestId('moves')).toHaveText('150');
  await viewer.byTestId('replay-scrubber').fill('305');
  await expect(viewer.byTestId('moves')).toHaveText('305');

  // Play (Space) goes on by itself to the end, and says so.
  await other.locator('body').click({ position: { x: 2, y: 2 } });
  await other.keyboard.press(' ');
  await expect(viewer.byTestId('replay-play')).toHaveText('Pause');
  await expect(position).toHaveText('311 / 311', { timeout: 10_000 });
  await expect(viewer.byTestId('replay-play')).toHaveText('Play');
  await expect(viewer.status()).toContainText('End of the replay: 311 moves');

  await other.keyboard.press('Home');
  await expect(position).toHaveText('0 / 311');
  expect(await viewer.values()).toEqual(deal);
  expect(await other.evaluate((k) => localStorage.getItem(k), GAME_KEY)).toBe(theirs);

  // Play this game: the seed's link, which keeps the game under way and offers this one.
  await viewer.byTestId('replay-play-this').click();
  await expect(other).toHaveURL(/\?seed=118$/);
  await expect(viewer.byTestId('seed')).toHaveText('77');
  await expect(viewer.notice()).toContainText('The link is for game 118');
  await viewer.byTestId('play-url-seed').click();
  await expect(viewer.byTestId('seed')).toHaveText('118');
  await expect(viewer.byTestId('moves')).toHaveText('0');

  // Back to my game: the player's own game, as it was.
  await other.goto(link);
  await expect(viewer.byTestId('replay-position')).toHaveText('0 / 311');
  await viewer.byTestId('replay-back-to-game').click();
  await expect(other.getByTestId('replay')).toHaveCount(0);
  await expect(viewer.byTestId('seed')).toHaveText('118');
  await expect(viewer.byTestId('moves')).toHaveText('0');
  await other.context().close();
});

test('a tampered, cut or garbled code shows a notice and leaves the save untouched', async ({ page }) => {
  const game = new GamePage(page);
  await catchShares(page);
  await game.prepare({ game: FINISHED });
  await game.goto();
  const link = await shared(page, 'share');
  const code = link.split('\n')[1].split('?replay=')[1];
  const flipped = code.slice(0, 12) + (code[12] === 'A' ? 'B' : 'A') + code.slice(13);
  const cases: [string, string][] = [
    [flipped, 'does not match its checksum'],
    [code.slice(0, 40), 'is cut short'],
    ['%%%', 'stray character'],
    // The first byte 3, a format this build does not know, and a seal that no longer
    // holds: no code, or a damaged one (a newer game's code is sealed: a native test).
    ['Aw' + code.slice(2), 'holds no replay code, or its code was damaged'],
    ['garbage', 'holds no replay code, or its code was damaged'],
  ];
  const saved = await page.evaluate((k) => localStorage.getItem(k), GAME_KEY);
  for (const [bad, why] of cases) {
    await game.goto(`/?replay=${bad}`);
    await expect(game.notice()).toContainText('This replay link does not work');
    await expect(game.notice()).toContainText(why);
    await expect(game.notice()).toContainText('Your own game is here');
    await expect(page.getByTestId('replay')).toHaveCount(0);
    await expect(game.gameOver(), "the player's own finished game").toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), GAME_KEY)).toBe(saved);
    await expect(page, 'the bad link is dropped from the address').toHaveURL(/\/$/);
  }
});

test('Share falls back to a text box when the browser has no share sheet and refuses the clipboard', async ({
  page,
}) => {
  const game = new GamePage(page);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
    if (navigator.clipboard) {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    }
  });
  await game.saveBoard(BOARD, { seed: 77 });
  await game.goto();
  await game.clickSwap({ x: 0, y: 3 }, { x: 8, y: 3 });
  await expect(game.byTestId('moves')).toHaveText('1');
  await game.keys('u');
  await expect(game.byTestId('moves')).toHaveText('0');
  await game.keys('Shift+U');
  await expect(game.byTestId('moves')).toHaveText('1');

  await game.byTestId('share').click();
  const box = game.byTestId('share-box');
  await expect(box).toBeVisible();
  const text = await game.byTestId('share-text').inputValue();
  const score = await game.byTestId('score').textContent();
  // This game went on from a version-1 save, which kept no moves: no replay link.
  expect(text).toBe(`ExponenTorus 9×9 · seed 77 · ${score} points · top tile 32 · 1 move · 1 undo`);
  await expect(game.byTestId('share-text')).toBeFocused();
  await expect(game.byTestId('share-text')).toHaveJSProperty('readOnly', true);
  expect(
    await page.evaluate(() => {
      const area = document.querySelector('[data-testid="share-text"]') as HTMLTextAreaElement;
      return area.selectionEnd - area.selectionStart;
    }),
    'the text is selected, ready to copy',
  ).toBe(text.length);
  await game.byTestId('share-copy').click();
  await expect(game.byTestId('share-note')).toHaveText('Copying failed again: select the text and copy it.');
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
});

test('a new game from its seed shares a replay link on its own line', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const game = new GamePage(page);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
  });
  await game.prepare();
  await game.goto('/?seed=42');
  await game.keys('h');
  await expect(game.hintedTiles()).toHaveCount(2);
  const [a, b] = await game.hintedTiles().evaluateAll((tiles) =>
    tiles.map((t) => ({ x: Number((t as HTMLElement).dataset.x), y: Number((t as HTMLElement).dataset.y) })),
  );
  await game.clickSwap(a, b);
  await expect(game.byTestId('moves')).toHaveText('1');
  await game.byTestId('share').click();
  await expect(game.byTestId('share')).toHaveText('Copied');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const [line, link] = text.split('\n');
  expect(line).toMatch(/^ExponenTorus 9×9 · seed 42 · \d+ points · top tile \d+ · 1 move$/);
  expect(link).toMatch(/\/\?replay=[A-Za-z0-9_-]+$/);
  await expect(game.byTestId('share-box')).toBeHidden();
});

for (const [w, h] of [
  [390, 844],
  [1280, 800],
  [320, 480],
] as const) {
  test(`the viewer at ${w}×${h} fits without scrolling${w === 320 ? '' : ' (screenshot)'}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await finishedGame(page);
    const link = (await shared(page, 'share')).split('\n')[1];
    const other = await elsewhere(browser, baseURL!, link);
    await other.setViewportSize({ width: w, height: h });
    const viewer = new GamePage(other);
    await viewer.byTestId('replay-scrubber').fill('120');
    await expect(viewer.byTestId('replay-position')).toHaveText('120 / 311');
    await viewer.atRest();
    const fit = await other.evaluate(() => ({
      scrollW: document.documentElement.scrollWidth,
      scrollH: document.documentElement.scrollHeight,
      w: innerWidth,
      h: innerHeight,
    }));
    expect(fit.scrollW, 'no sideways scroll').toBeLessThanOrEqual(fit.w);
    expect(fit.scrollH, 'no page scroll').toBeLessThanOrEqual(fit.h);
    for (const id of ['replay-play', 'replay-scrubber', 'replay-speed', 'replay-back-to-game', 'board']) {
      const box = await viewer.byTestId(id).boundingBox();
      expect(box, `${id} is on screen`).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(h + 0.5);
      expect(box!.x + box!.width).toBeLessThanOrEqual(w + 0.5);
    }
    if (w !== 320) await other.screenshot({ path: `screenshots/replay-${w}x${h}.png` });
    await other.context().close();
  });
}

test("Play this game, in the replay of the player's own finished game, starts that seed afresh", async ({ page }) => {
  const { game } = await finishedGame(page);
  const link = (await shared(page, 'share')).split('\n')[1];
  await page.goto(link);
  await expect(game.byTestId('replay-position')).toHaveText('0 / 311');
  await game.byTestId('replay-play-this').click();
  // A fresh deal of seed 118, not the game-over box of the game it replayed.
  await expect(game.byTestId('moves')).toHaveText('0');
  await expect(game.byTestId('seed')).toHaveText('118');
  await expect(game.gameOver()).toBeHidden();
  await expect(page).toHaveURL(/\?seed=118$/);
  // The new game is the saved one now: a reload resumes it.
  await page.reload();
  await expect(game.byTestId('moves')).toHaveText('0');
  await expect(game.gameOver()).toBeHidden();
});

test("a daily game's replay is named by its day, and Play this game plays that day afresh", async ({ page }) => {
  const game = new GamePage(page);
  await catchShares(page);
  await game.prepare();
  await page.goto('/?mode=2048&daily');
  await game.shown();
  const day = (await game.byTestId('daily-day').textContent())!.trim();
  await expect(game.status()).toHaveText(`The daily game of ${day}: the same board for everyone.`);
  await game.board().focus();
  for (const key of ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp']) {
    if ((await game.byTestId('moves').textContent()) === '2') break;
    await game.keys(key);
  }
  await expect(game.byTestId('moves')).toHaveText('2');
  const text = await shared(page, 'share');
  expect(text.split('\n')[0]).toContain(`2048 daily ${day}`);
  await page.goto(text.split('\n')[1]);
  await expect(game.byTestId('replay')).toBeVisible();
  await expect(game.status()).toContainText(`Replay of the 2048 daily game of ${day}: 2 moves.`);
  await expect(game.byTestId('replay')).toContainText(`Replay · daily ${day}`);
  await expect(game.byTestId('replay-seed')).toHaveText(day);
  const everything = await page.locator('body').innerText();
  expect(everything).not.toMatch(/\d{12,}/);
  const playThis = game.byTestId('replay-play-this');
  await expect(playThis).toHaveAttribute('href', new RegExp(`\\?mode=2048&daily=${day}&fresh$`));
  // The day's game is under way here: it is kept, as a daily link keeps it.
  await playThis.click();
  await expect(page).toHaveURL(new RegExp(`\\?mode=2048&daily=${day}$`));
  await expect(game.byTestId('moves')).toHaveText('2');
});
