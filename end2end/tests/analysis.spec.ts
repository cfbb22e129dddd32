import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GamePage } from './game-page';

// The replay viewer's analysis (src/ui/analysis_view.rs, docs/RULES.md §20): the
// game-over box's Analyse opens the game's replay analysing it, with a progress bar and
// Cancel; done, the accuracy, the chart and the three costliest moves show; a costly move
// goes to its position, where the better move is marked on the board and played out on
// request, then back; by keyboard and by touch; kept, so a reload shows it at once.

/** A short finished game: seed 4 on 5×5, 41 moves (rules/tests/properties.rs checks how
 *  it was made), analysed in a second or two. */
const FINISHED = readFileSync(new URL('./finished-small.json', import.meta.url), 'utf8');
const MOVES = 41;

/** The player's finished game, its game-over box showing. */
async function finished(page: Page): Promise<GamePage> {
  const game = new GamePage(page);
  await game.prepare({ game: FINISHED });
  await game.goto('/', 5);
  await expect(game.gameOver()).toBeVisible();
  return game;
}

/** Records, from the page's first script on, whether the progress bar and Cancel were
 *  shown while the analysis ran: a short game's analysis can finish between two of
 *  Playwright's looks, so the test asks what the page showed, not what it shows. */
async function recordProgress(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Record<string, boolean> = {};
    (window as unknown as { analysisSeen: Record<string, boolean> }).analysisSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="analysis-summary"]')) return;
      for (const id of ['analysis-progress', 'analysis-cancel']) {
        if (document.querySelector(`[data-testid="${id}"]`)) seen[id] = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** What `recordProgress` saw shown before the analysis was done. */
function progressSeen(page: Page): Promise<Record<string, boolean>> {
  return page.evaluate(() => (window as unknown as { analysisSeen: Record<string, boolean> }).analysisSeen);
}

/** Waits for the analysis to be done: its summary shows. */
async function analysed(page: Page): Promise<void> {
  await expect(page.getByTestId('analysis-summary')).toBeVisible();
}

test('the game-over box analyses the game: progress, then accuracy, chart and the costliest moves', async ({
  page,
}) => {
  await recordProgress(page);
  const game = await finished(page);
  const analyse = page.getByTestId('game-over-analyse');
  await expect(analyse).toHaveAttribute('href', /\?replay=[A-Za-z0-9_-]+&analyse$/);
  await analyse.click();
  await expect(page.getByTestId('replay')).toBeVisible();
  await analysed(page);
  expect(await progressSeen(page)).toEqual({ 'analysis-progress': true, 'analysis-cancel': true });
  await expect(page.getByTestId('analysis-summary')).toHaveText(/^Accuracy \d+(\.\d)?% \d+ best, /);
  await expect(page.getByTestId('costly-move')).toHaveCount(3);
  const chart = page.getByTestId('analysis-chart');
  await expect(chart).toHaveAttribute('aria-label', /^The score rises to 1,724 over 41 moves\. Accuracy /);
  await expect(game.status()).toHaveText(/^Analysed: accuracy /);
  // Nothing of the player's game changed: Back to my game shows it, over.
  await page.getByTestId('replay-back-to-game').click();
  await expect(game.gameOver()).toBeVisible();
});

test('by keyboard: A analyses, a costly move shows its better move, P plays it out and back', async ({ page }) => {
  await recordProgress(page);
  const game = await finished(page);
  const href = await page.getByTestId('game-over-analyse').getAttribute('href');
  // The replay link alone, not asking for the analysis.
  await page.goto(href!.replace('&analyse', ''));
  await expect(page.getByTestId('analyse')).toBeVisible();
  await page.keyboard.press('a');
  await analysed(page);
  expect((await progressSeen(page))['analysis-progress']).toBe(true);

  // Tab to the costliest move and press it: the viewer goes to where it was played.
  const costly = page.getByTestId('costly-move').first();
  const label = (await costly.getAttribute('aria-label'))!;
  const number = Number(/^Move (\d+):/.exec(label)![1]);
  await costly.focus();
  await page.keyboard.press('Enter');
  await expect(game.byTestId('replay-position')).toHaveText(`${number - 1} / ${MOVES}`);
  await expect(game.hintedTiles()).toHaveCount(2);
  await expect(game.status()).toHaveText(
    new RegExp(`Next: Move ${number}, swap the .*: [a-z]+ \\(\\d+(\\.\\d)?% given up\\)\\. Better: swap the `),
  );

  // P plays the better move out; P again goes back to the game's position.
  const before = await game.values();
  await page.keyboard.press('p');
  await expect(page.getByTestId('better-play')).toHaveText('Back to the game');
  await expect(game.status()).toHaveText(new RegExp(`^The better move than move ${number}, played out:`));
  await expect.poll(() => game.values()).not.toEqual(before);
  await page.keyboard.press('p');
  await expect(game.status()).toHaveText(`Back to the game, before move ${number}.`);
  await expect.poll(() => game.values()).toEqual(before);
  await expect(game.byTestId('replay-position')).toHaveText(`${number - 1} / ${MOVES}`);

  // B takes the better move off the board.
  await page.keyboard.press('b');
  await expect(game.hintedTiles()).toHaveCount(0);
  await expect(page.getByTestId('better-toggle')).toHaveAttribute('aria-pressed', 'false');
});

test('Cancel stops the analysis, and the replay plays on while it runs', async ({ page }) => {
  // The long game (311 moves) with the CPU slowed 4×: seconds of analysis, long enough
  // to step and cancel in, on any machine.
  const game = new GamePage(page);
  await game.prepare({ game: readFileSync(new URL('./finished-game.json', import.meta.url), 'utf8') });
  await game.goto();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.getByTestId('game-over-analyse').click();
  await expect(page.getByTestId('analysis-progress')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(game.byTestId('replay-position')).toHaveText('1 / 311');
  await page.getByTestId('analysis-cancel').click();
  await expect(game.status()).toHaveText('Analysis cancelled.');
  await expect(page.getByTestId('analyse')).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('the analysis waits for no timer: with the page\'s clock stopped, it still runs to its end', async ({
  page,
}) => {
  // Its tasks follow each other by a message of the page's own (src/web/next_task.rs), not
  // by zero timeouts, which a browser holds back at least 4 ms each once they chain: a
  // stopped clock fires no timer, and would stop an analysis that waited for one.
  await page.clock.install();
  await finished(page);
  const href = await page.getByTestId('game-over-analyse').getAttribute('href');
  await page.goto(href!.replace(/&analyse$/, ''));
  await expect(page.getByTestId('analyse')).toBeVisible();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await page.keyboard.press('a');
  await analysed(page);
  await expect(page.getByTestId('analysis-summary')).toHaveText(/^Accuracy \d+(\.\d)?% \d+ best, /);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('by touch: a tap on the chart goes to that move, and the better move plays out', async ({ page }) => {
    const game = await finished(page);
    await page.getByTestId('game-over-analyse').tap();
    await analysed(page);
    const chart = page.getByTestId('analysis-chart');
    const box = (await chart.boundingBox())!;
    await chart.tap({ position: { x: box.width / 2, y: box.height / 2 } });
    // The middle of 41 moves: position 20.
    await expect(game.byTestId('replay-position')).toHaveText(`20 / ${MOVES}`);
    const costly = page.getByTestId('costly-move').first();
    await costly.tap();
    const number = Number(/^Move (\d+):/.exec((await costly.getAttribute('aria-label'))!)![1]);
    await expect(game.byTestId('replay-position')).toHaveText(`${number - 1} / ${MOVES}`);
    await expect(game.hintedTiles()).toHaveCount(2);
    await page.getByTestId('better-play').tap();
    await expect(page.getByTestId('better-play')).toHaveText('Back to the game');
    await page.getByTestId('better-play').tap();
    await expect(game.byTestId('replay-position')).toHaveText(`${number - 1} / ${MOVES}`);
  });

  // Chromium took a quick slanted stroke on the chart (`touch-action: none`) as a fling,
  // and the next tap anywhere as the fling's stop: the tap did nothing.
  test('a quick slanted stroke on the chart scrubs it, and the next tap is taken', async ({ page }) => {
    const game = await finished(page);
    await page.getByTestId('game-over-analyse').tap();
    await analysed(page);
    const box = (await page.getByTestId('analysis-chart').boundingBox())!;
    // 40 px right and down, ending off the chart (which still holds the pointer) over
    // the middle of position 20's share of the width.
    const end = box.x + (box.width * 20.5) / MOVES;
    await game.quickStroke({ x: end - 40, y: box.y + box.height / 2 }, 40, 40);
    await expect(game.byTestId('replay-position')).toHaveText(`20 / ${MOVES}`);
    const costly = page.getByTestId('costly-move').first();
    const number = Number(/^Move (\d+):/.exec((await costly.getAttribute('aria-label'))!)![1]);
    await costly.tap();
    await expect(game.byTestId('replay-position')).toHaveText(`${number - 1} / ${MOVES}`);
  });
});

test('a finished analysis is kept with the game: opened again, it shows at once', async ({ page }) => {
  await finished(page);
  await page.getByTestId('game-over-analyse').click();
  await analysed(page);
  const summary = await page.getByTestId('analysis-summary').textContent();
  await page.reload();
  await expect(page.getByTestId('analysis-summary')).toHaveText(summary!);
  await expect(page.getByTestId('analysis-progress')).toHaveCount(0);
});

for (const [width, height] of [
  [390, 844],
  [320, 568],
  [844, 390],
  [1280, 800],
]) {
  test(`the analysis at ${width}×${height}, in both themes: every part on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await finished(page);
    await page.getByTestId('game-over-analyse').click();
    await analysed(page);
    await page.getByTestId('costly-move').first().click();
    for (const id of ['analysis-chart', 'better-play', 'replay-scrubber', 'board']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.y + box.height, id).toBeLessThanOrEqual(height + 1);
      expect(box.x + box.width, id).toBeLessThanOrEqual(width + 1);
    }
    await page.screenshot({ path: `screenshots/analysis-${width}x${height}.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: `screenshots/analysis-light-${width}x${height}.png` });
  });
}
