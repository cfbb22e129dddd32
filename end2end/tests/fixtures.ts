import { test as base, expect } from '@playwright/test';

// Every test fails on a console error or an uncaught page error: a game that logs errors
// while it seems to work is broken. A test that provokes an error on purpose lists the
// messages it expects with `test.use({ allowedConsoleErrors: [/.../] })`.
type Fixtures = { allowedConsoleErrors: RegExp[] };

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) {
        errors.push(`console.error: ${text}`);
      }
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    await use(page);
    expect(errors, 'console errors and uncaught page errors').toEqual([]);
  },
});

export { expect };
