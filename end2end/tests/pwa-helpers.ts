// Shared by the PWA specs (pwa*.spec.ts): a saved game with a known move, waiting for the
// service worker, and private servers of a copy of the build, for tests that change files
// or serve the game from a sub-path.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BrowserContext, BrowserType, LaunchOptions, Page } from '@playwright/test';
import { expect } from './fixtures';
import { DIST, startServer } from './own-server';

const PRECACHE = fileURLToPath(new URL('../../scripts/precache.mjs', import.meta.url));

/** The UI team's localStorage key for the saved game. */
export const SAVE_KEY = 'exponentorus.game';

/**
 * A 9×9 board with no run of three anywhere (columns wrap), made from the repeating pattern
 * 2 4 8 16 shifted by two each row (which alone has no move at all) with one tile, (3, 3),
 * changed to a 2. Swapping (3, 3) with (4, 3) then puts three 2s down column 4, rows 2–4.
 */
export const KNOWN_BOARD: number[][] = Array.from({ length: 9 }, (_, y) =>
  Array.from({ length: 9 }, (_, x) => (x === 3 && y === 3 ? 2 : [2, 4, 8, 16][(x + 2 * y) % 4])),
);
export const KNOWN_SWAP: [[number, number], [number, number]] = [
  [3, 3],
  [4, 3],
];

/** The save format of the UI team (version 1), holding KNOWN_BOARD at the start of a game. */
export function knownSave() {
  return {
    version: 1,
    board: KNOWN_BOARD,
    ids: KNOWN_BOARD.map((row, y) => row.map((_, x) => y * row.length + x)),
    next_id: 81,
    score: 0,
    moves: 0,
    seed: '42',
  };
}

/** True when some cell is in a run of three or more (rows wrap at the seam, columns do not). */
export function hasRun(board: number[][]): boolean {
  const h = board.length;
  const w = board[0].length;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = board[y][x];
      let vertical = 1;
      for (let yy = y + 1; yy < h && board[yy][x] === v; yy++) vertical++;
      let horizontal = 1;
      for (let i = 1; i < w && board[y][(x + i) % w] === v; i++) horizontal++;
      if (vertical >= 3 || horizontal >= 3) return true;
    }
  }
  return false;
}

/**
 * Loads KNOWN_BOARD as the saved game before the page's scripts run, unless a game is saved
 * already: a reload must find the game the player left, not this one again. A player with
 * a saved game has had the welcome (a first visit would start the tutorial, its own game
 * waiting behind it): the settings say so, unless some are stored already.
 */
export async function seedKnownGame(page: Page): Promise<void> {
  await page.addInitScript(
    ([key, save, settingsKey]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, save);
      if (localStorage.getItem(settingsKey) === null) localStorage.setItem(settingsKey, '{"help_seen":true}');
    },
    [SAVE_KEY, JSON.stringify(knownSave()), 'exponentorus.settings'] as const,
  );
}

/** The tile shown for board cell (x, y). */
export function tile(page: Page, [x, y]: [number, number]) {
  return page.locator(`[data-testid="tile"][data-x="${x}"][data-y="${y}"]`);
}

/** Plays KNOWN_SWAP on a fresh KNOWN_BOARD game and waits until it has counted and is saved. */
export async function playKnownMove(page: Page): Promise<void> {
  await expect(page.getByTestId('moves')).toHaveText('0');
  await tile(page, KNOWN_SWAP[0]).click();
  await tile(page, KNOWN_SWAP[1]).click();
  await expect(page.getByTestId('moves')).toHaveText('1');
  await expect(page.getByTestId('score')).not.toHaveText('0');
  // The game is saved at rest, once the move's animation is over.
  await expect.poll(async () => (await savedGame(page))?.moves, { message: 'the move is saved' }).toBe(1);
}

/** The saved game, parsed, or null. */
export async function savedGame(page: Page): Promise<Record<string, unknown> | null> {
  const text = await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY);
  const save = text === null ? null : JSON.parse(text);
  // Version 2 holds the game as it stands under `game`, beside its start and move log.
  return save?.version === 2 ? save.game : save;
}

/** Waits until a service worker controls the page; returns its script URL. */
export async function controllingWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const container = navigator.serviceWorker;
    await container.ready;
    if (!container.controller) {
      await new Promise((resolve) => container.addEventListener('controllerchange', resolve, { once: true }));
    }
    return container.controller!.scriptURL;
  });
}

/** The names of the page origin's caches. */
export function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** A private server of a copy of the build, which a test may change. */
export type Served = { dir: string; url: string; close: () => void };

/**
 * Copies dist/ to a temporary directory and serves it with the game's server under `base`.
 * The server reads files from disk on every request, so changes show at once.
 */
export async function serveCopy(base = '/'): Promise<Served> {
  const dir = mkdtempSync(join(tmpdir(), 'exponentorus-pwa-'));
  cpSync(DIST, dir, { recursive: true });
  const server = await startServer(dir, base);
  return {
    dir,
    url: server.url,
    close: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Rewrites dir/sw.js for the files now in dir, as the build's hook does, and its copies. */
export function regenerateWorker(dir: string, env: Record<string, string> = {}): void {
  // A release build unless `env` says otherwise, whatever this shell's TRUNK_PROFILE is.
  const { TRUNK_PROFILE: _, ...inherited } = process.env;
  execFileSync(process.execPath, [PRECACHE, dir], { stdio: 'pipe', env: { ...inherited, ...env } });
  changeBuildFile(dir, 'sw.js', readFileSync(join(dir, 'sw.js')));
}

/**
 * Writes `contents` to the file at `path` in the build `dir`, or removes it (null), and its
 * precompressed copies (FILE.br, FILE.gz, where the build made them) with it, as a build
 * would (scripts/compress.mjs). The server sends a copy as it is: one left stale would be
 * sent in place of the changed file, one left orphaned in place of the removed file.
 */
export function changeBuildFile(dir: string, path: string, contents: string | Buffer | null): void {
  const file = join(dir, path);
  if (contents === null) rmSync(file);
  else writeFileSync(file, contents);
  for (const [copy, compress] of [
    [`${file}.br`, brotliCompressSync],
    [`${file}.gz`, gzipSync],
  ] as const) {
    if (contents === null) rmSync(copy, { force: true });
    else if (existsSync(copy)) writeFileSync(copy, compress(contents));
  }
}

/** Deploys a second build to the served copy in `dir`: `marker` in index.html's head, and the worker written for it. */
export function deployChangedBuild(dir: string, marker: string): void {
  const index = readFileSync(join(dir, 'index.html'), 'utf8');
  changeBuildFile(dir, 'index.html', index.replace('</head>', `${marker}</head>`));
  regenerateWorker(dir);
}

/**
 * Runs `body` in a browser with an ordinary, persistent profile. Chromium never installs
 * from an incognito profile, which is what every test's own context is, so a check of
 * installability needs this. Fails, like the `page` fixture, on any console error.
 */
export async function inInstallableBrowser(
  chromium: BrowserType,
  launchOptions: LaunchOptions,
  baseURL: string | undefined,
  body: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'exponentorus-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  const errors: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    await body(page, context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  expect(errors, 'console errors and uncaught page errors').toEqual([]);
}

/** Chromium's reasons not to offer installing the page; none is the aim. */
export async function installabilityErrors(page: Page): Promise<unknown[]> {
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors, 'manifest parse errors').toEqual([]);
  return (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
}
