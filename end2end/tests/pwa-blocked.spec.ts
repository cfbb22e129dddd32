// A browser whose `navigator.serviceWorker.register()` resolves to something that is not a
// registration: an extension or a test browser may stub it. Playwright's
// `serviceWorkers: 'block'` is such a stub (it resolves to undefined, with a warning of its
// own). docs/architecture.md's promise ("The installable app") holds there too: a warning, and play as usual.
import { test, expect } from './fixtures';
import { playKnownMove, seedKnownGame } from './pwa-helpers';

test.describe('where registering the service worker gives no registration', () => {
  test.use({ serviceWorkers: 'block' });

  test('the game plays as usual, with one warning and no page error', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The game's own warnings about the worker, not the stub's.
    const ours = () => warnings.filter((text) => /service worker/i.test(text) && !/by Playwright/.test(text));

    await seedKnownGame(page);
    await page.goto('/');
    await playKnownMove(page);
    await expect.poll(ours, { message: 'the game warns about the service worker' }).toHaveLength(1);
    expect(ours()[0]).toContain('service worker not registered');
    expect(pageErrors).toEqual([]);

    // The case the test is about: register() resolves, and not to a registration.
    const result = await page.evaluate(async () => typeof (await navigator.serviceWorker.register('./sw.js')));
    expect(result).toBe('undefined');
  });
});
