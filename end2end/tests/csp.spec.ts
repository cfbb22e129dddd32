// The Content-Security-Policy: the page's <meta> and the server's header agree,
// trunk's output runs under it (no inline script), and during play, online and offline,
// every request is to the game's own origin and nothing breaks the policy.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, GamePage } from './game-page';
import { controllingWorker } from './pwa-helpers';

/** Records every request the page's context makes, and every policy violation it reports. */
async function watch(page: Page): Promise<{ requests: string[] }> {
  const requests: string[] = [];
  page.context().on('request', (request: Request) => requests.push(request.url()));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return { requests };
}

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** A few moves, a roll, the help and the Saves panel: what a player touches. */
async function play(game: GamePage): Promise<void> {
  await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
  await expect(game.byTestId('moves')).toHaveText('1');
  await game.keys('ArrowLeft', 'ArrowUp', 'h');
  await game.atRest();
  await game.byTestId('help').click();
  await expect(game.byTestId('help-panel')).toBeVisible();
  await game.byTestId('help-close').click();
  await game.byTestId('saves-open').click();
  await expect(game.byTestId('export-code')).toHaveValue(/^ExponenTorus-1\./);
  await game.byTestId('saves-close').click();
}

function sameOrigin(requests: string[], origin: string): void {
  expect(requests.length, 'requests were seen').toBeGreaterThan(3);
  expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
}

test('the page and the server carry one policy, and the page has no inline script', async ({ page }) => {
  const response = await page.goto('/');
  // A first visit: the tutorial's 5×5 board.
  await expect(page.getByTestId('tile')).toHaveCount(25);
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toContain("default-src 'self'");
  expect(meta).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(meta).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(meta).not.toMatch(/https?:/);
  expect(response?.headers()['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`);
  const inline = await page.evaluate(() =>
    [...document.scripts].filter((s) => !s.src).map((s) => s.outerHTML),
  );
  expect(inline).toEqual([]);
});

test.describe('the policy is in force', () => {
  test.use({ allowedConsoleErrors: [/Content Security Policy/] });

  test('an injected inline script and a third-party fetch are refused and reported', async ({ page }) => {
    await watch(page);
    await page.goto('/');
    await expect(page.getByTestId('tile')).toHaveCount(25);
    const outcome = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
      const fetched = await fetch('https://example.org/').then(
        () => 'fetched',
        () => 'refused',
      );
      return { ran: 'inlineRan' in window, fetched };
    });
    expect(outcome).toEqual({ ran: false, fetched: 'refused' });
    // Each is reported twice: the header's policy and the page's <meta> both hold.
    await expect
      .poll(async () => (await violations(page)).sort())
      .toEqual([
        'connect-src https://example.org/',
        'connect-src https://example.org/',
        'script-src-elem inline',
        'script-src-elem inline',
      ]);
  });
});

test('online: every request during play is same-origin, and no violation', async ({ page, baseURL }) => {
  const { requests } = await watch(page);
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { seed: 99 });
  await game.goto();
  await play(game);
  sameOrigin(requests, new URL(baseURL!).origin);
  expect(await violations(page)).toEqual([]);
});

test('offline from the service worker: the same', async ({ page, context, baseURL }) => {
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { seed: 99 });
  await game.goto();
  await controllingWorker(page);
  const { requests } = await watch(page);
  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(game.tiles()).toHaveCount(81);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
  await play(game);
  sameOrigin(requests, new URL(baseURL!).origin);
  expect(await violations(page)).toEqual([]);
});
