import { expect, test } from './fixtures';
import { BACKUP_PREFIX, BOARD, GAME_KEY, GamePage, saveJson } from './game-page';

test.describe('save and resume', () => {
  test('every accepted move saves; a reload resumes board, score, moves and generator', async ({ page }) => {
    const game = new GamePage(page);
    await game.saveBoard(BOARD, { seed: 99 });
    await game.goto();
    await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
    await expect(game.byTestId('moves')).toHaveText('1');
    const board = await game.values();
    const score = await game.number('score');
    const stored = await game.storedGame();
    expect(stored?.moves).toBe(1);
    expect(stored?.score).toBe(score);
    expect(stored?.board).toEqual(board);
    expect(stored?.rng).toBeTruthy();

    await page.reload();
    await expect(game.tiles()).toHaveCount(81);
    expect(await game.values()).toEqual(board);
    await expect(game.byTestId('score')).toHaveText(String(score));
    await expect(game.byTestId('moves')).toHaveText('1');
    await expect(game.byTestId('seed')).toHaveText('99');
    // The generator resumed too: the same next move draws the same tiles as it would have.
    expect(await game.storedGame()).toEqual(stored);
  });

  test('a tampered save starts a fresh game with a notice and is kept as a backup', async ({ page }) => {
    const game = new GamePage(page);
    const tampered = saveJson(BOARD).replace('"board":[[2,', '"board":[[3,');
    await game.prepare({ game: tampered });
    await game.goto();
    await expect(game.notice()).toBeVisible();
    await expect(game.notice()).toContainText('A new game has started');
    await expect(game.notice()).toContainText(BACKUP_PREFIX);
    await expect(game.byTestId('moves')).toHaveText('0');
    const keys = await page.evaluate(() => Object.keys(localStorage));
    const backups = keys.filter((k) => k.startsWith('exponentorus.game.unreadable.'));
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatch(/\.unreadable\.\d{12,}$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), backups[0])).toBe(tampered);
    // The fresh game replaced the bad save.
    const fresh = await game.storedGame();
    expect(fresh?.version).toBe(1);
    expect(await game.values()).toEqual(fresh?.board);
  });

  test('garbage that is not even JSON is handled the same way', async ({ page }) => {
    const game = new GamePage(page);
    await game.prepare({ game: '}{ not json' });
    await game.goto();
    // The notice says what was wrong, and where.
    await expect(game.notice()).toContainText(
      'The saved game is unreadable (not JSON at line 1, column 1). A new game has started.',
    );
  });

  test('blocked storage: the game plays on and says saving is off', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const game = new GamePage(page);
    await game.goto();
    await expect(game.notice()).toContainText('Saving is off');
    await game.byTestId('hint').click();
    await expect(game.hintedTiles()).toHaveCount(2);
    const [a, b] = await game.hintedTiles().evaluateAll((ts) =>
      ts.map((t) => ({ x: Number((t as HTMLElement).dataset.x), y: Number((t as HTMLElement).dataset.y) })),
    );
    await game.clickSwap(a, b);
    await expect(game.byTestId('moves')).toHaveText('1');
  });

  test('full storage (QuotaExceeded on write): the game plays on and says so', async ({ page }) => {
    const game = new GamePage(page);
    await game.saveBoard(BOARD);
    // Registered after the save is written, so only the game's own writes fail.
    await page.addInitScript(() => {
      const real = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.startsWith('exponentorus.game')) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        return real.call(this, key, value);
      };
    });
    await game.goto();
    await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
    await expect(game.byTestId('moves')).toHaveText('1');
    await expect(game.notice()).toContainText('Saving is off');
    await expect(game.notice()).toContainText('full');
  });

  test('a second tab adopts the newer game instead of overwriting it', async ({ context }) => {
    const one = new GamePage(await context.newPage());
    await one.saveBoard(BOARD);
    await one.goto();
    const two = new GamePage(await context.newPage());
    await two.prepare({});
    await two.goto();
    expect(await two.values()).toEqual(BOARD);

    await one.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
    await expect(one.byTestId('moves')).toHaveText('1');
    // Tab two hears the storage event and shows tab one's game.
    await expect(two.byTestId('moves')).toHaveText('1');
    expect(await two.values()).toEqual(await one.values());
    await expect(two.notice()).toContainText('another tab');
    // And its next move builds on that game rather than on the old one.
    await two.byTestId('hint').click();
    await expect(two.hintedTiles()).toHaveCount(2);
    const cells = await two.hintedTiles().evaluateAll((ts) =>
      ts.map((t) => ({ x: Number((t as HTMLElement).dataset.x), y: Number((t as HTMLElement).dataset.y) })),
    );
    await two.clickSwap(cells[0], cells[1]);
    await expect(two.byTestId('moves')).toHaveText('2');
    await expect(one.byTestId('moves')).toHaveText('2');
  });
});

test.describe('URL seed', () => {
  test('?seed=42 starts that exact game and shows its seed', async ({ browser }) => {
    const boards = [];
    for (let i = 0; i < 2; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const game = new GamePage(page);
      await game.prepare({});
      await game.goto('/?seed=42');
      await expect(game.byTestId('seed')).toHaveText('42');
      await expect(game.byTestId('seed')).toHaveAttribute('href', /\?seed=42$/);
      boards.push(await game.values());
      await context.close();
    }
    expect(boards[0]).toEqual(boards[1]);
  });

  test('a bad seed shows a notice and plays normally', async ({ page }) => {
    const game = new GamePage(page);
    await game.prepare({});
    await game.goto('/?seed=abc');
    await expect(game.notice()).toContainText('“abc” is not a seed');
    await game.byTestId('hint').click();
    await expect(game.hintedTiles()).toHaveCount(2);
  });

  test('a saved game under way is kept when the URL names another seed, and the URL game offered', async ({ page }) => {
    const game = new GamePage(page);
    await game.saveBoard(BOARD, { seed: 5, moves: 3, score: 40 });
    await game.goto('/?seed=42');
    expect(await game.values()).toEqual(BOARD);
    await expect(game.byTestId('seed')).toHaveText('5');
    await expect(game.notice()).toContainText('game under way');
    await game.byTestId('play-url-seed').click();
    await expect(game.byTestId('seed')).toHaveText('42');
    await expect(game.byTestId('moves')).toHaveText('0');
    expect((await game.storedGame())?.seed).toBe('42');
  });

  // The server sends an unknown page to the game, keeping the query; the app itself
  // renders the game on whatever path it is given (no routes to miss).
  test('any path shows the game', async ({ page }) => {
    const game = new GamePage(page);
    await game.prepare({});
    await game.goto('/no/such/page?seed=8');
    await expect(game.byTestId('seed')).toHaveText('8');
    await expect(page).toHaveURL(/\/\?seed=8$/);
  });
});

test('the save key holds the sim’s JSON shape', async ({ page }) => {
  const game = new GamePage(page);
  await game.prepare({});
  await game.goto('/?seed=3');
  // Version 2 (docs/RULES.md §13): the game as a version-1 save, its start, its log.
  const save = await game.storedSave();
  expect(save).toMatchObject({ version: 2, start: null, log: [], undos: 0 });
  expect(Object.keys(save ?? {}).sort()).toEqual(['game', 'log', 'start', 'undos', 'version']);
  const stored = await game.storedGame();
  expect(Object.keys(stored ?? {}).sort()).toEqual(
    ['board', 'ids', 'moves', 'next_id', 'rng', 'score', 'seed', 'version'].sort(),
  );
  expect(stored?.seed).toBe('3');
  expect(await page.evaluate((k) => typeof localStorage.getItem(k), GAME_KEY)).toBe('string');
});

test('the copy button puts a link to this very game on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const game = new GamePage(page);
  await game.prepare({});
  await game.goto('/?seed=1234');
  await game.byTestId('copy-link').click();
  await expect(game.byTestId('copy-link')).toHaveText('Copied');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?seed=1234$/);
});
