// The security headers of the game's server, as Chromium takes them: every
// feature the Permissions-Policy names is one it knows (it warns about any other on every
// page load), what the policy turns off is off, and what the game uses stays on. The
// server's native tests check the headers on every kind of answer; this checks the browser.
import { expect, test } from './fixtures';

test('the page comes with the security headers, and Chromium knows every feature the policy names', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto('/');
  // A first visit: the tutorial's 5×5 board.
  await expect(page.getByTestId('tile')).toHaveCount(25);
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(warnings.filter((text) => /Permissions-Policy/.test(text))).toEqual([]);
  const allowed = await page.evaluate(() =>
    (document as unknown as { featurePolicy: { allowedFeatures(): string[] } }).featurePolicy.allowedFeatures(),
  );
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'gyroscope']) {
    expect(allowed, feature).not.toContain(feature);
  }
  // The share button's fallback copies to the clipboard; the sounds play.
  expect(allowed).toContain('clipboard-write');
  expect(allowed).toContain('autoplay');
});
