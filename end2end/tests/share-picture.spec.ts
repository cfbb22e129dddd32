import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GamePage, patternBoard, saveJson, SETTINGS_KEY } from './game-page';

// The picture Share attaches: a PNG of the board as it stands, with the mode, size, seed or
// day, score, top tile and moves, in the theme's colours, beside the replay link. Where the
// share sheet takes files it gets both; else the picture downloads and the text is copied.
// Each mode's picture is kept in screenshots/share-*.png (not tracked) for people to look at.

const FINISHED = readFileSync(new URL('./finished-game.json', import.meta.url), 'utf8');
const SLIDE_KEY = 'exponentorus.2048.game';
const FLAT_KEY = 'exponentorus.exponentile.game';

/** A share sheet that takes files: what it was given lands in `window.shared`. */
async function catchPictures(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'canShare', {
      configurable: true,
      value: (data: { files?: File[] }) => Array.isArray(data.files) && data.files.every((f) => f instanceof File),
    });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: { text: string; files?: File[] }) => {
        const file = data.files?.[0];
        const bytes = file ? Array.from(new Uint8Array(await file.arrayBuffer())) : [];
        (window as unknown as { shared: unknown }).shared = {
          text: data.text,
          files: data.files?.length ?? 0,
          name: file?.name,
          type: file?.type,
          bytes,
        };
      },
    });
  });
}

type Shared = { text: string; files: number; name: string; type: string; bytes: number[] };

/** Presses `testId` and returns what the share sheet got. */
async function share(page: Page, testId: string): Promise<Shared> {
  await page.getByTestId(testId).click();
  const handle = await page.waitForFunction(() => (window as unknown as { shared?: unknown }).shared);
  return (await handle.jsonValue()) as Shared;
}

/** Checks `bytes` are a PNG of the picture's width, under 100 KB, and keeps it as `name`. */
function keep(bytes: Buffer, name: string): { width: number; height: number; size: number } {
  expect([...bytes.subarray(0, 8)], 'a PNG').toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  expect(width).toBe(480);
  expect(height).toBeGreaterThan(560);
  expect(bytes.length, `${name}: under 100 KB`).toBeLessThan(100_000);
  mkdirSync('screenshots', { recursive: true });
  writeFileSync(`screenshots/${name}.png`, bytes);
  console.log(`${name}.png: ${width}×${height}, ${bytes.length} bytes`);
  return { width, height, size: bytes.length };
}

test('the game-over box shares the picture of the board as it ended, with the replay link', async ({ page }) => {
  await catchPictures(page);
  const game = new GamePage(page);
  await game.prepare({ game: FINISHED });
  await game.goto();
  await expect(game.gameOver()).toBeVisible();
  const shared = await share(page, 'game-over-share');
  const [line, link] = shared.text.split('\n');
  expect(line).toMatch(/^ExponenTorus 9×9 · seed 118 · 16,620 points · top tile \d+ · 311 moves$/);
  expect(link).toMatch(/\?replay=[A-Za-z0-9_-]+$/);
  expect(shared.files).toBe(1);
  expect(shared.type).toBe('image/png');
  expect(shared.name).toBe('exponentorus-9x9-seed-118.png');
  keep(Buffer.from(shared.bytes), 'share-exponentorus-9x9');
});

for (const n of [5, 11]) {
  test(`ExponenTorus ${n}×${n}: the footer's Share sends the board in play`, async ({ page }) => {
    await catchPictures(page);
    const game = new GamePage(page);
    await game.saveBoard(patternBoard(n), { seed: 900 + n, score: 12_345, moves: 67 });
    await game.goto('/', n);
    const shared = await share(page, 'share');
    expect(shared.name).toBe(`exponentorus-${n}x${n}-seed-${900 + n}.png`);
    expect(shared.text).toMatch(new RegExp(`^ExponenTorus ${n}×${n} · seed ${900 + n} · 12,345 points`));
    keep(Buffer.from(shared.bytes), `share-exponentorus-${n}x${n}`);
  });
}

for (const n of [6, 10]) {
  test(`ExponenTile ${n}×${n}: its own title, and no seam on its flat board`, async ({ page }) => {
    await catchPictures(page);
    const game = new GamePage(page);
    const save = saveJson(patternBoard(n), { seed: 800 + n, score: 4_321, moves: 89 }).replace(/}$/, ',"wrap":false}');
    await page.addInitScript(
      ({ save, key, settings }) => {
        localStorage.setItem(key, save);
        localStorage.setItem(settings, JSON.stringify({ help_seen: true, speed: 'instant' }));
      },
      { save, key: FLAT_KEY, settings: SETTINGS_KEY },
    );
    await game.goto('/?mode=exponentile', n);
    await expect(game.board()).toHaveClass(/\bflat\b/);
    const shared = await share(page, 'share');
    expect(shared.name).toBe(`exponentile-${n}x${n}-seed-${800 + n}.png`);
    expect(shared.text).toMatch(new RegExp(`^ExponenTile ${n}×${n} · seed ${800 + n} · 4,321 points · top tile \\d+ · 89 moves`));
    keep(Buffer.from(shared.bytes), `share-exponentile-${n}x${n}`);
  });
}

for (const [n, rows] of [
  [
    4,
    [
      [2, 4, 8, 16],
      [32, 64, 128, 256],
      [512, 1024, 2048, 0],
      [0, 2, 0, 4],
    ],
  ],
  [8, Array.from({ length: 8 }, (_, y) => Array.from({ length: 8 }, (_, x) => ((x + y) % 3 === 0 ? 0 : 2 ** (1 + ((x * 3 + y) % 16)))))],
] as const) {
  test(`2048 ${n}×${n}: the picture has its empty cells and no seam`, async ({ page }) => {
    await catchPictures(page);
    const game = new GamePage(page);
    let next = 0;
    const save = JSON.stringify({
      version: 1,
      board: rows,
      ids: rows.map((row) => row.map((v) => (v === 0 ? 0 : next++))),
      next_id: rows.flat().filter((v) => v > 0).length,
      score: 20_480,
      moves: 1_003,
      seed: '7',
    });
    await page.addInitScript(
      ({ save, key, settings }) => {
        localStorage.setItem(key, save);
        localStorage.setItem(settings, JSON.stringify({ help_seen: true, speed: 'instant' }));
        localStorage.setItem('exponentorus.mode', '2048');
      },
      { save, key: SLIDE_KEY, settings: SETTINGS_KEY },
    );
    await page.goto('/?mode=2048');
    await game.shown();
    const shared = await share(page, 'share');
    expect(shared.text).toMatch(new RegExp(`^2048 ${n}×${n} · seed 7 · 20,480 points · top tile \\d+ · 1,003 moves`));
    expect(shared.name).toBe(`2048-${n}x${n}-seed-7.png`);
    keep(Buffer.from(shared.bytes), `share-2048-${n}x${n}`);
  });
}

test("a daily game's picture names its day, in the light theme and the colour-blind-safe tiles", async ({ page }) => {
  await catchPictures(page);
  const game = new GamePage(page);
  await game.prepare({ settings: { help_seen: true, speed: 'instant', theme: 'light', palette: 'safe' } });
  await page.goto('/?daily=2026-11-30');
  await expect(game.tiles()).toHaveCount(81);
  await game.shown();
  await game.keys('h');
  await expect(game.hintedTiles()).toHaveCount(2);
  const [a, b] = await game.hintedTiles().evaluateAll((tiles) =>
    tiles.map((t) => ({ x: Number((t as HTMLElement).dataset.x), y: Number((t as HTMLElement).dataset.y) })),
  );
  await game.clickSwap(a, b);
  await expect(game.byTestId('moves')).toHaveText('1');
  const shared = await share(page, 'share');
  expect(shared.text).toMatch(/^ExponenTorus daily 2026-11-30 · /);
  expect(shared.name).toBe('exponentorus-daily-2026-11-30.png');
  keep(Buffer.from(shared.bytes), 'share-exponentorus-daily-light');
});

test('without a share sheet the picture downloads and the text goes to the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
  });
  const game = new GamePage(page);
  await game.prepare({ game: saveJson(patternBoard(7), { seed: 77 }) });
  await game.goto('/', 7);
  const download = page.waitForEvent('download');
  await game.byTestId('share').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('exponentorus-7x7-seed-77.png');
  keep(readFileSync((await file.path())!), 'share-exponentorus-7x7-download');
  await expect(game.byTestId('share')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^ExponenTorus 7×7 · seed 77 · /);
});
