// Saves that survive: export of everything the game keeps as a file and as a
// code, import into a fresh browser profile with a preview and a confirmation, refusal of
// a damaged import without any change, and whether the browser keeps the storage.
import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { BEST_KEY, BOARD, GAME_KEY, GamePage, NO_MOVE_BOARD, SETTINGS_KEY, saveJson } from './game-page';

type Kept = Record<string, unknown>;

/** Everything the game keeps in this page's storage: the game and best score as stored,
 *  the settings as read (their fields may come in any order). */
function kept(page: Page): Promise<Kept> {
  return page.evaluate(
    ([game, best, settings]) => ({
      [game]: localStorage.getItem(game),
      [best]: localStorage.getItem(best),
      [settings]: JSON.parse(localStorage.getItem(settings) ?? 'null'),
    }),
    [GAME_KEY, BEST_KEY, SETTINGS_KEY],
  );
}

/** A game with a move played, a best score and chosen settings: what the player exports. */
async function playedGame(page: Page): Promise<GamePage> {
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { seed: 99, best: 5000 });
  await game.goto();
  await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
  await expect(game.byTestId('moves')).toHaveText('1');
  return game;
}

/** A page in a fresh profile (another browser, or the installed app), its help seen. */
async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (!localStorage.getItem('exponentorus.settings')) {
      localStorage.setItem('exponentorus.settings', '{"help_seen":true}');
    }
  });
  await page.goto('/');
  await expect(page.getByTestId('tile')).toHaveCount(81);
  return page;
}

/** What the page shows of the game. */
async function shown(page: Page) {
  const game = new GamePage(page);
  await game.atRest();
  return {
    board: await game.values(),
    score: await game.byTestId('score').textContent(),
    best: await game.byTestId('best').textContent(),
    moves: await game.byTestId('moves').textContent(),
    seed: await game.byTestId('seed').textContent(),
  };
}

/** Confirms the import shown in the preview, and waits for the page to start again. */
async function confirmImport(page: Page): Promise<void> {
  await Promise.all([page.waitForEvent('load'), page.getByTestId('import-confirm').click()]);
  await expect(page.getByTestId('tile')).toHaveCount(81);
}

test('export as a file, import it into a fresh profile: everything is restored exactly', async ({
  page,
  browser,
  baseURL,
}) => {
  await playedGame(page);
  const before = await kept(page);
  const seen = await shown(page);
  await page.getByTestId('saves-open').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-file').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^exponentorus-saves-\d{4}-\d{2}-\d{2}\.json$/);
  const file = readFileSync((await download.path())!, 'utf8');
  const json = JSON.parse(file);
  expect(json).toMatchObject({ format: 'exponentorus-backup', version: 2 });
  expect(json.modes.exponentorus.bests['9']).toBe('5000');

  const other = await freshPage(browser, baseURL!);
  await other.getByTestId('saves-open').click();
  await other.getByTestId('import-file').setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(file),
  });
  const preview = other.getByTestId('import-answer');
  await expect(preview).toContainText('Importing replaces:');
  await expect(preview).toContainText(`Game: 9 × 9, seed`);
  await expect(preview).toContainText(`→ 9 × 9, seed 99: ${seen.score} points in 1 move`);
  await expect(preview).toContainText('Best score, 9 × 9: 0 → 5,000');
  await expect(other.getByTestId('import-confirm')).toBeVisible();
  // Nothing changes before the confirmation.
  expect((await kept(other))[GAME_KEY]).not.toBe(before[GAME_KEY]);
  await confirmImport(other);
  expect(await kept(other)).toEqual(before);
  expect(await shown(other)).toEqual(seen);
  await other.context().close();
});

test('export as a code, paste it into a fresh profile: everything is restored exactly', async ({
  page,
  browser,
  baseURL,
}) => {
  await playedGame(page);
  const before = await kept(page);
  const seen = await shown(page);
  await page.getByTestId('saves-open').click();
  const code = await page.getByTestId('export-code').inputValue();
  expect(code).toMatch(/^ExponenTorus-1\.[A-Za-z0-9_-]+\.[0-9a-f]{8}$/);

  const other = await freshPage(browser, baseURL!);
  await other.getByTestId('saves-open').click();
  // Wrapped over lines on its way, as a chat may do.
  await other.getByTestId('import-code').fill(code.replace(/(.{50})/g, '$1\n'));
  await other.getByTestId('import-read').click();
  await expect(other.getByTestId('import-answer')).toContainText('seed 99');
  await confirmImport(other);
  expect(await kept(other)).toEqual(before);
  expect(await shown(other)).toEqual(seen);
  await other.context().close();
});

test('a damaged file or code changes nothing and says what is wrong', async ({ page }) => {
  const game = await playedGame(page);
  const before = await kept(page);
  const seen = await shown(page);
  await page.getByTestId('saves-open').click();
  const code = await page.getByTestId('export-code').inputValue();
  const file = JSON.stringify({ format: 'exponentorus-backup', version: 1, best: '7', settings: {}, game: {} });
  const good = JSON.parse(
    Buffer.from(code.split('.')[1], 'base64url').toString('utf8'),
  ) as Record<string, unknown>;

  const tries: [string, string | Buffer, RegExp][] = [
    ['file', Buffer.from(JSON.stringify(good).slice(0, -40)), /^The backup is damaged: cut short at line 1, column \d+\.$/],
    ['file', Buffer.from('{"name":"a photo"}'), /^This is not an ExponenTorus backup/],
    ['file', Buffer.from(file), /^The backup's game cannot be used\. The saved game is unreadable \(missing field `version` at line 1 column 2\)\.$/],
    ['file', Buffer.from(JSON.stringify({ ...good, version: 9 })), /version 9, which this version of the game cannot read/],
    ['code', code.slice(0, 40) + (code[40] === 'A' ? 'B' : 'A') + code.slice(41), /^The code is damaged: its check digits do not match/],
    ['code', code.slice(0, 100), /^The code is cut short/],
    ['code', 'hello there', /^This is neither a backup file nor a backup code/],
  ];
  for (const [kind, input, message] of tries) {
    if (kind === 'file') {
      await page.getByTestId('import-file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: input as Buffer });
    } else {
      await page.getByTestId('import-code').fill(input as string);
      await page.getByTestId('import-read').click();
    }
    await expect(page.getByTestId('import-answer')).toHaveText(message);
    await expect(page.getByTestId('import-confirm')).toBeHidden();
    expect(await kept(page)).toEqual(before);
  }
  await page.getByTestId('saves-close').click();
  expect(await shown(page)).toEqual(seen);
  await page.reload();
  await game.goto();
  expect(await shown(page)).toEqual(seen);
});

test('a preview can be cancelled: nothing changes', async ({ page }) => {
  await playedGame(page);
  const before = await kept(page);
  await page.getByTestId('saves-open').click();
  const code = await page.getByTestId('export-code').inputValue();
  await page.getByTestId('import-code').fill(code);
  await page.getByTestId('import-read').click();
  await expect(page.getByTestId('import-confirm')).toBeVisible();
  await page.getByTestId('import-cancel').click();
  await expect(page.getByTestId('import-confirm')).toBeHidden();
  await expect(page.getByTestId('import-answer')).toHaveText('');
  await page.getByTestId('saves-close').click();
  await expect(page.getByTestId('saves-panel')).toBeHidden();
  expect(await kept(page)).toEqual(before);
  // Esc closes the panel too, and no key reaches the game meanwhile.
  await page.getByTestId('saves-open').click();
  await expect(page.getByTestId('export-code')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('saves-panel')).toBeHidden();
});

test.describe('persistent storage', () => {
  /** Stands in for the browser's answer to `persist()`, counting the requests. */
  async function browserThatGrants(page: Page): Promise<void> {
    await page.addInitScript(() => {
      let granted = false;
      const w = window as unknown as { persistRequests: number };
      w.persistRequests = 0;
      StorageManager.prototype.persisted = async () => granted;
      StorageManager.prototype.persist = async () => {
        w.persistRequests += 1;
        granted = true;
        return true;
      };
    });
  }
  const requests = (page: Page) =>
    page.evaluate(() => (window as unknown as { persistRequests: number }).persistRequests);

  test('the panel shows what the browser says', async ({ page }) => {
    const game = new GamePage(page);
    await game.saveBoard(BOARD);
    await game.goto();
    await page.getByTestId('saves-open').click();
    const persisted = await page.evaluate(() => navigator.storage.persisted());
    await expect(page.getByTestId('persistence')).toHaveText(persisted ? /^Kept:/ : /^Not promised:/);
  });

  test('not asked during a first game; asked after a finished one, and shown as kept', async ({ page }) => {
    await browserThatGrants(page);
    const game = new GamePage(page);
    await game.saveBoard(BOARD);
    await game.goto();
    await page.getByTestId('saves-open').click();
    await expect(page.getByTestId('persistence')).toHaveText(/^Not promised:/);
    expect(await requests(page)).toBe(0);

    const over = saveJson(NO_MOVE_BOARD, { score: 10, moves: 3, seed: 5 });
    await page.evaluate(([key, save]) => localStorage.setItem(key, save), [GAME_KEY, over]);
    await page.reload();
    await expect(game.gameOver()).toBeVisible();
    await expect.poll(() => requests(page)).toBe(1);
    await game.byTestId('game-over-new-game').click();
    await page.getByTestId('saves-open').click();
    await expect(page.getByTestId('persistence')).toHaveText(/^Kept:/);
  });
});

for (const [width, height] of [
  [320, 480],
  [844, 390],
]) {
  test(`${width}×${height}: the panel and a preview fit on screen, scrolling inside themselves`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await playedGame(page);
    await page.getByTestId('saves-open').click();
    await page.getByTestId('import-code').fill(await page.getByTestId('export-code').inputValue());
    await page.getByTestId('import-read').click();
    await expect(page.getByTestId('import-confirm')).toBeAttached();
    const box = (await page.getByTestId('saves-panel').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    await page.getByTestId('import-confirm').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('import-confirm')).toBeInViewport();
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBeLessThanOrEqual(height);
    await page.screenshot({ path: `test-results/saves-panel-${width}x${height}.png` });
  });
}
