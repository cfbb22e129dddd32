import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Tests run against the release build in dist/, served by the game's own server (server/,
// never `trunk serve`, which injects a live-reload script). Debian's Chromium: no browser
// downloads.
const port = Number(process.env.E2E_PORT ?? 4173);
// The build to test: dist/ by default; E2E_DIST names another (a path from end2end/).
const dist = process.env.E2E_DIST ?? '../dist';
// The server's release binary, which scripts/test.sh builds before the suite.
const server = '../target/release/exponentorus-server';
if (!existsSync(new URL(server, import.meta.url))) {
  throw new Error(`no ${server}: build it first with \`cargo build --release -p server --locked\``);
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  // A test that passes only on a second try is a flaky test: it fails the run, to be
  // fixed by what it waits for.
  retries: 0,
  timeout: 30_000,
  // The visual comparisons' baselines (tests/screenshots.spec.ts), one file per screen,
  // committed, and retaken only on purpose (`--update-snapshots`).
  snapshotPathTemplate: '{testDir}/../baselines/{arg}{ext}',
  expect: {
    timeout: 5_000,
    // A screen is compared pixel by pixel, anti-aliased edges aside (where font hinting
    // differs), and may differ in at most 0.1% of its pixels: a third of one tile of a
    // 9×9 board at a phone's size. A pixel differs when its colour moves by a tenth of the
    // scale (pixelmatch's threshold; its default, 0.2, lets a beige 2 pass for an orange
    // 8 and counts only the digits). Animations are stopped (a finished one at its end, an
    // endless one at its start), so a screenshot never catches one under way.
    toHaveScreenshot: {
      threshold: 0.1,
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    // The dark theme, which the tests written before the light one assume;
    // themes.spec.ts sets each theme itself.
    colorScheme: 'dark',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Only warnings in the log: a line per request would bury the tests' own output.
    // A fresh leaderboard database for each run, in a folder of its own, so a run never
    // meets the games an earlier one posted.
    command: `sh -c 'exec ${server} --dist ${dist} --addr 127.0.0.1:${port} --log warn --database "$(mktemp -d)/leaderboard.db"'`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
