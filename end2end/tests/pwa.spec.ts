// The game as an installable, offline app: the service worker, offline play, the
// web app manifest and its icons, and Chromium's own installability check.
import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { test, expect } from './fixtures';
import { DIST } from './own-server';
import {
  KNOWN_BOARD,
  KNOWN_SWAP,
  cacheNames,
  changeBuildFile,
  controllingWorker,
  hasRun,
  inInstallableBrowser,
  installabilityErrors,
  playKnownMove,
  regenerateWorker,
  seedKnownGame,
  serveCopy,
  tile,
} from './pwa-helpers';

/**
 * Every file of the release build but the worker itself, as paths relative to dist/; not
 * the precompressed copies (FILE.br, FILE.gz), which the server sends in FILE's place.
 */
function buildFiles(): string[] {
  return readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(DIST, `${entry.parentPath}/${entry.name}`).split(sep).join('/'))
    .filter((path) => path !== 'sw.js' && !/\.(br|gz)$/.test(path))
    .sort();
}

/** Each language's messages, which the worker caches as a page asks for them rather than
 *  with the build (scripts/precache.mjs): a page fetches only its own language. */
const ON_DEMAND = /^locales\//;

/** The files the worker stores as it installs: every file but the languages'. */
function precachedFiles(): string[] {
  return buildFiles().filter((path) => !ON_DEMAND.test(path));
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString('latin1'), 'PNG signature').toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

test('the known move of the test save is real: no run before the swap, a run after it', () => {
  // The offline and update tests rely on this board; check it here, not in the browser.
  expect(hasRun(KNOWN_BOARD)).toBe(false);
  const swapped = KNOWN_BOARD.map((row) => row.slice());
  const [[ax, ay], [bx, by]] = KNOWN_SWAP;
  [swapped[ay][ax], swapped[by][bx]] = [swapped[by][bx], swapped[ay][ax]];
  expect(hasRun(swapped)).toBe(true);
});

test('the worker written by the build hook lists every file and is versioned by their contents', () => {
  const dir = mkdtempSync(join(tmpdir(), 'exponentorus-precache-'));
  try {
    cpSync(DIST, dir, { recursive: true });
    const build = () => {
      const line = readFileSync(join(dir, 'sw.js'), 'utf8').match(/^const BUILD = (.*); \/\/ @precache-build$/m);
      expect(line, 'the filled-in BUILD line').not.toBeNull();
      return JSON.parse(line![1]) as { version: string; files: string[] | null; onDemand?: string[] };
    };
    regenerateWorker(dir);
    const first = build();
    expect(first.files).toEqual(precachedFiles().map(encodeURI));
    expect(first.onDemand).toEqual(buildFiles().filter((path) => ON_DEMAND.test(path)));
    expect(first.onDemand).toContain('locales/de.ftl');
    regenerateWorker(dir);
    expect(build(), 'the same files give the same worker').toEqual(first);

    // One byte more in one file is a new version.
    writeFileSync(join(dir, 'manifest.webmanifest'), `${readFileSync(join(dir, 'manifest.webmanifest'))} `);
    regenerateWorker(dir);
    const changed = build();
    expect(changed.version).not.toBe(first.version);
    // So is the same content under another name.
    renameSync(join(dir, 'icons', 'icon.svg'), join(dir, 'icons', 'icon-renamed.svg'));
    regenerateWorker(dir);
    expect(build().version).not.toBe(changed.version);
    expect(build().files).toContain('icons/icon-renamed.svg');

    // A debug build (trunk serve) gets a worker that caches nothing.
    regenerateWorker(dir, { TRUNK_PROFILE: 'debug' });
    expect(build().files).toBeNull();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a service worker registers, controls the page and precaches every file of the build', async ({ page }) => {
  await page.goto('/');
  const script = await controllingWorker(page);
  expect(new URL(script).pathname).toBe('/sw.js');

  const names = (await cacheNames(page)).filter((name) => name.startsWith('exponentorus-'));
  expect(names, 'one cache for this build').toHaveLength(1);
  const cached = await page.evaluate(async (name) => {
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname.slice(1)).sort();
  }, names[0]);
  expect(cached).toEqual(precachedFiles().map(encodeURI));

  // A first visit has nothing to update from.
  await expect(page.getByTestId('update-available')).toHaveCount(0);
});

test("a page in German caches German's messages, and no other language's", async ({ page }) => {
  await page.goto('/?lang=de');
  await controllingWorker(page);
  // The worker took over after the first load's fetch: the next load asks it.
  await page.reload();
  // The first paint is the shell's, in German too (public/shell.js); the app's page
  // replaces it once its wasm runs, and its German is the app's own.
  await expect(page.locator('#shell')).toHaveCount(0);
  await expect(page.getByTestId('new-game')).toHaveText('Neues Spiel');
  const [name] = (await cacheNames(page)).filter((n) => n.startsWith('exponentorus-'));
  const cached = await page.evaluate(async (name) => {
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname.slice(1)).filter((p) => p.startsWith('locales/'));
  }, name);
  expect(cached).toEqual(['locales/de.ftl']);
});

test('the service worker takes the hashed files from what the first visit loaded, and the rest afresh', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controllingWorker(page);
  const [worker] = context.serviceWorkers();
  // What the worker fetched to precache the build: bytes over the network (0 from the HTTP
  // cache), by file.
  const fetched = await worker.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .map((e) => [new URL(e.name).pathname.slice(1), (e as PerformanceResourceTiming).transferSize]),
    ),
  );
  // Trunk's hashes drop their leading zeros, as the worker knows (public/sw.js).
  const hashed = buildFiles().filter((file) => /-[0-9a-f]{12,16}(_bg)?\.(js|wasm|css)$/.test(file));
  expect(hashed.filter((file) => file.endsWith('_bg.wasm')), 'the wasm is among them').toHaveLength(1);
  for (const file of hashed) expect(fetched[file], `${file}: not downloaded again`).toBe(0);
  expect(fetched['index.html'], 'the page itself afresh').toBeGreaterThan(0);
});

test('offline after one visit, a reload starts the game and a move plays', async ({ page, context }) => {
  await seedKnownGame(page);
  await page.goto('/');
  await controllingWorker(page);
  await expect(tile(page, KNOWN_SWAP[0])).toBeVisible();

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker(), 'the page came from the service worker').toBe(true);
  await expect(page.locator('[data-testid="tile"]')).toHaveCount(81);
  await playKnownMove(page);
});

test('offline, any page under the scope starts the game', async ({ page, context }) => {
  await page.goto('/');
  await controllingWorker(page);
  await context.setOffline(true);
  // What a home-screen shortcut or a bookmark with a query may open.
  for (const path of ['/?source=homescreen', '/index.html', '/play']) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    await expect(page.locator('[data-testid="tile"]').first(), path).toBeVisible();
  }
  // The page's asset URLs are relative, so a deeper path is sent to the app's directory.
  await page.goto('/saved/link/?source=homescreen');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/?source=homescreen');
  await expect(page.locator('[data-testid="tile"]').first()).toBeVisible();
});

test('the manifest has the fields an install needs, and every icon it names loads', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href, 'relative, so that sub-paths work').toBe('manifest.webmanifest');
  const manifestUrl = new URL(href!, page.url());
  const response = await request.get(manifestUrl.href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();

  expect(manifest).toMatchObject({
    name: 'ExponenTorus',
    short_name: 'ExponenTorus',
    start_url: './',
    scope: './',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0d0e1c',
    background_color: '#0d0e1c',
    categories: ['games', 'puzzle'],
  });
  expect(manifest.description.length).toBeGreaterThan(20);
  // The page's theme colour is the manifest's, in each scheme (the dark one is
  // the manifest's own, the light one its light override).
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute(
    'content',
    manifest.theme_color,
  );
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute(
    'content',
    manifest.user_preferences.color_scheme.light.theme_color,
  );

  const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
  const wanted = ['192x192 any', '512x512 any', '512x512 maskable'];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(wanted.sort());
  const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const images = [
    ...icons.map((icon) => ({ url: new URL(icon.src, manifestUrl).href, sizes: icon.sizes })),
    { url: new URL(appleTouch!, page.url()).href, sizes: '180x180' },
  ];
  for (const { url, sizes } of images) {
    const image = await request.get(url);
    expect(image.status(), url).toBe(200);
    expect(image.headers()['content-type'], url).toBe('image/png');
    expect(pngSize(await image.body()).join('x'), url).toBe(sizes);
  }
});

test('the maskable icon keeps its art inside the safe zone', async ({ page }) => {
  await page.goto('/');
  // Everything outside the central circle of radius 0.4 × size may be cut off by a mask,
  // so there it must be plain background.
  const outside = await page.evaluate(async () => {
    const manifest = await (await fetch('manifest.webmanifest')).json();
    const icon = manifest.icons.find((i: { purpose: string }) => i.purpose === 'maskable');
    const bitmap = await createImageBitmap(await (await fetch(icon.src)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const background = [0x1b, 0x1f, 0x3b];
    let art = 0;
    let pixels = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) <= 0.4 * width) continue;
        const i = 4 * (y * width + x);
        pixels++;
        const off = background.some((c, k) => Math.abs(data[i + k] - c) > 2) || data[i + 3] !== 255;
        if (off) art++;
      }
    }
    return { art, pixels };
  });
  expect(outside.pixels).toBeGreaterThan(10_000);
  expect(outside.art, 'pixels of art outside the safe zone').toBe(0);
});

test('Chromium finds the app installable', async ({ playwright, launchOptions, baseURL }) => {
  await inInstallableBrowser(playwright.chromium, launchOptions, baseURL, async (page) => {
    await page.goto('/');
    await controllingWorker(page);
    expect(await installabilityErrors(page)).toEqual([]);
  });
});

test.describe('without a service worker script', () => {
  // The browser itself reports the failed fetch of sw.js; nothing else may be an error.
  test.use({ allowedConsoleErrors: [/A bad HTTP response code \(404\) was received when fetching the script/] });

  test('the game still plays, and the failure is a warning', async ({ page }) => {
    const served = await serveCopy();
    try {
      changeBuildFile(served.dir, 'sw.js', null);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await seedKnownGame(page);
      await page.goto(served.url);
      await expect.poll(() => warnings.join('\n')).toContain('service worker not registered');
      await playKnownMove(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    } finally {
      served.close();
    }
  });
});
