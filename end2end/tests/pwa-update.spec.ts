// Updates and sub-paths: each test serves its own copy of the build, which it
// may change between visits as a deployment would.
import { test, expect } from './fixtures';
import {
  cacheNames,
  controllingWorker,
  deployChangedBuild,
  inInstallableBrowser,
  installabilityErrors,
  playKnownMove,
  savedGame,
  seedKnownGame,
  serveCopy,
  tile,
} from './pwa-helpers';

/** Marks a build as the second one, in a way the page can be asked about. */
const MARKER = '<meta name="pwa-test-build" content="2" />';

test('a new build is offered, waits for the player, and keeps the saved game', async ({ page }) => {
  const served = await serveCopy();
  try {
    await seedKnownGame(page);
    await page.goto(served.url);
    await controllingWorker(page);
    await playKnownMove(page);
    // Saved at rest, so its score is the final one (the display may still be counting up).
    const saved = await savedGame(page);
    expect(saved?.moves).toBe(1);
    const score = String(saved!.score);
    expect(Number(score)).toBeGreaterThan(0);
    await expect(page.getByTestId('score')).toHaveText(score);
    const [oldCache] = (await cacheNames(page)).filter((name) => name.startsWith('exponentorus-'));
    // Another app on the same origin: an update must leave its cache alone.
    await page.evaluate(() => caches.open('another-app'));

    deployChangedBuild(served.dir, MARKER);

    // The old version still runs (served from its cache) and offers the new one...
    await page.reload();
    await expect(page.getByTestId('update-available')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('update-available')).toContainText('Update available');
    await expect(page.locator('meta[name="pwa-test-build"]')).toHaveCount(0);
    // ...and does not take over by itself.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect(page.getByTestId('moves')).toHaveText('1');

    const reloaded = page.waitForEvent('load');
    await page.getByTestId('update-now').click();
    await reloaded;

    await expect(page.locator('meta[name="pwa-test-build"]')).toHaveCount(1);
    expect(await savedGame(page)).toEqual(saved);
    await expect(page.getByTestId('moves')).toHaveText('1');
    await expect(page.getByTestId('score')).toHaveText(score);
    const board = saved!.board as number[][];
    for (const [x, y] of [[0, 0], [4, 3], [8, 8]] as [number, number][]) {
      await expect(tile(page, [x, y])).toHaveAttribute('data-value', String(board[y][x]));
    }
    await expect(page.getByTestId('update-available')).toHaveCount(0);

    const names = await cacheNames(page);
    expect(names).toContain('another-app');
    const ours = names.filter((name) => name.startsWith('exponentorus-'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).not.toBe(oldCache);
  } finally {
    served.close();
  }
});

test('a game left open is offered a new build when the player comes back to it', async ({ page }) => {
  // An installed game may stay open for days with no navigation, when the browser would
  // look for a new worker by itself; coming back to the page is when the game looks.
  const served = await serveCopy();
  try {
    await page.goto(served.url);
    await controllingWorker(page);
    deployChangedBuild(served.dir, MARKER);

    await page.waitForTimeout(1_000);
    await expect(page.getByTestId('update-available'), 'no look before coming back').toHaveCount(0);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByTestId('update-available')).toBeVisible({ timeout: 15_000 });

    const reloaded = page.waitForEvent('load');
    await page.getByTestId('update-now').click();
    await reloaded;
    await expect(page.locator('meta[name="pwa-test-build"]')).toHaveCount(1);
  } finally {
    served.close();
  }
});

test('served from a sub-path, the game installs, starts offline and plays there', async ({
  playwright,
  launchOptions,
}) => {
  const served = await serveCopy('/games/exponentorus/');
  const base = new URL(served.url);
  try {
    await inInstallableBrowser(playwright.chromium, launchOptions, undefined, async (page, context) => {
      const outside: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(base.href)) outside.push(request.url());
      });
      await seedKnownGame(page);
      await page.goto(served.url);
      expect(new URL(await controllingWorker(page)).pathname).toBe(`${base.pathname}sw.js`);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(base.href);
      const cdp = await context.newCDPSession(page);
      expect((await cdp.send('Page.getAppManifest')).url).toBe(`${base.href}manifest.webmanifest`);
      expect(await installabilityErrors(page)).toEqual([]);

      await context.setOffline(true);
      const response = await page.goto(`${base.href}?source=homescreen`);
      expect(response?.fromServiceWorker()).toBe(true);
      await playKnownMove(page);
      expect(outside, 'requests outside the sub-path').toEqual([]);
    });
  } finally {
    served.close();
  }
});
