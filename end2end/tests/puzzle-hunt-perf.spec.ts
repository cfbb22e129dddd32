import { expect, test } from './fixtures';
import { GamePage } from './game-page';
import { huntedByAServer } from './own-server';

// The puzzle hunt's benchmark (docs/performance.md, "The puzzle of the day"): where no
// server answers, the page hunts the day's puzzle in the daily game, in slices of a few
// milliseconds. With the CPU slowed 4×: how long it takes, the page's frames and long
// tasks meanwhile. The figures are printed; what is asserted is that the page drew on.

// No Playwright trace: its snapshots would be most of the long tasks (see perf.spec.ts).
// The API's requests fail, as without a network, which the browser logs.
test.use({ trace: 'off', allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

test('ExponenTorus: the page hunts its puzzle of the day in slices, drawing on meanwhile', async ({ page }) => {
  test.setTimeout(120_000);
  const puzzle = await huntedByAServer('exponentorus');
  await page.route('**/api/puzzles/**', (route) => route.abort('internetdisconnected'));
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[]; __frames: number[] };
    w.__longTasks = [];
    w.__frames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask' });
    const tick = (t: number) => {
      w.__frames.push(t);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const game = new GamePage(page);
  await game.prepare();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const started = Date.now();
  await page.goto('/?mode=exponentorus&puzzle=daily');
  await expect(game.byTestId('puzzle-id')).toHaveText(puzzle.id, { timeout: 110_000 });
  const seconds = (Date.now() - started) / 1000;
  const { longTasks, frames } = await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __frames: number[] };
    return { longTasks: w.__longTasks, frames: w.__frames };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  console.log(
    `ExponenTorus's puzzle of the day hunted in the page in ${seconds.toFixed(1)} s from the page's load ` +
      `at 4× slower; ${frames.length} frames drawn meanwhile, the longest gap ${Math.max(0, ...gaps).toFixed(0)} ms; ` +
      `long tasks: ${longTasks.length}, longest ${Math.max(0, ...longTasks).toFixed(0)} ms`,
  );
  // A page frozen by the hunt would draw once before and once after: it went on drawing.
  expect(frames.length).toBeGreaterThan(20);
});
