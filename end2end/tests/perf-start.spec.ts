// ----- The page's start: a benchmark ------------------------------------------------------
//
// A first visit (a fresh profile: nothing cached, no service worker) and a return (the
// same profile again: the service worker answers) of each mode's link, on a phone-sized
// page with the CPU slowed 4× and the network as Lighthouse's mobile preset has it (slow
// 4G, as Chrome DevTools applies it). For each it prints when the first paint and the
// largest paint came and what the largest was, when the game answers input (the app
// shows, the shell gone: from then a key or a tap is the game's), the long tasks before
// that and their blocking time (their time over 50 ms each, as TBT counts it), and the
// bytes the page fetched. A benchmark, not a timing test: nothing here asserts a time.
// The figures move with the machine's load: run it alone, alternating the builds to
// compare (`E2E_DIST`), and more than once (`START_RUNS=5`):
//   cd end2end && START_RUNS=5 npx playwright test perf-start --workers 1
// With START_TRACE=1 it also prints, from a Chromium trace of the first visit, each task
// of the main thread over 10 ms before the game answers: when, how long, and what in it
// took the time (the trace costs the page time of its own, so its figures are apart).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ trace: 'off', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

/** Lighthouse's mobile preset as DevTools throttles it: 150 ms and 1.6 Mbit/s, scaled as
    Lighthouse scales them for a browser's own throttling (×3.75 the latency, ×0.9 the
    throughput). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

const RUNS = Number(process.env.START_RUNS ?? 1);
const TRACE = Boolean(process.env.START_TRACE);

/** What the trace's events are, in words, for the list of tasks. */
const KINDS: Record<string, string> = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  EvaluateScript: 'run JS',
  'v8.compileModule': 'compile JS',
  'v8.evaluateModule': 'run JS',
  'v8.wasm.streamFromResponseCallback': 'wasm stream',
  'v8.wasm.compiledModule': 'wasm compile',
  'v8.wasm.compileLazy': 'wasm lazy compile',
  'wasm.CompileLazy': 'wasm lazy compile',
  'v8.wasm.cachedModule': 'wasm from cache',
  'wasm.SyncInstantiate': 'wasm instantiate',
  'wasm.OnCompilationSucceeded': 'wasm compiled',
  FunctionCall: 'script',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  'V8.GCScavenger': 'GC',
  MajorGC: 'GC',
  MinorGC: 'GC',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'prepaint',
  Paint: 'paint',
  Layerize: 'layerize',
  Commit: 'commit',
};

/** The main thread's tasks over 10 ms up to `until` (ms from navigation): when each began,
    how long it ran, and its time by kind (an event's own time, less the events in it). */
function tasksOf(trace: Buffer, until: number): string[] {
  const events: any[] = JSON.parse(trace.toString('utf8')).traceEvents ?? [];
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  // The page's main thread: the one that parsed its HTML.
  const parse = events.find((e) => e.name === 'ParseHTML');
  if (!nav || !parse) return ['(no navigation in the trace)'];
  const { pid, tid } = parse;
  const main = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = main.filter((e) => e.name === 'RunTask' && e.dur >= 10_000 && (e.ts - nav.ts) / 1000 <= until);
  return tasks.map((task) => {
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.name in KINDS);
    // Own time: each known event's time less that of the known events directly in it.
    const own = new Map<any, number>(inside.map((e) => [e, e.dur]));
    const stack: any[] = [];
    for (const e of inside) {
      while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
      if (stack.length) own.set(stack[stack.length - 1], own.get(stack[stack.length - 1])! - e.dur);
      stack.push(e);
    }
    const byKind: Record<string, number> = {};
    for (const [e, t] of own) byKind[KINDS[e.name]] = (byKind[KINDS[e.name]] ?? 0) + t / 1000;
    const top = Object.entries(byKind)
      .filter(([, ms]) => ms >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
      .join(', ');
    return `    at ${((task.ts - nav.ts) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms (${top || 'other'})`;
  });
}

type Start = {
  fcp: number;
  lcp: number;
  lcpElement: string;
  answers: number;
  longTasks: { start: number; ms: number }[];
  bytes: number;
  /** What the service worker fetched to store the build, over the network (a first visit). */
  workerBytes: number;
};

/** Records the paints, the long tasks and the moment the shell goes, from the page's start. */
async function watchStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __start: { lcp: number; lcpElement: string; longTasks: { start: number; ms: number }[]; answers: number };
    };
    w.__start = { lcp: 0, lcpElement: '', longTasks: [], answers: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { startTime: number; element?: Element }[]) {
        w.__start.lcp = e.startTime;
        const el = e.element;
        w.__start.lcpElement = el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : '?';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__start.longTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    // The shell goes in the task that shows the app (src/ui/deferred_parts.rs); an input
    // is answered once that task and the frame after it are over.
    new MutationObserver((_, observer) => {
      if (document.readyState === 'loading' || document.getElementById('shell')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (w.__start.answers = performance.now());
        channel.port2.postMessage(0);
      });
    }).observe(document, { childList: true, subtree: true });
  });
}

/** One visit of `path` in `page`, throttled; its figures once the game answers input. */
async function visit(page: Page, path: string): Promise<Start> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength));
  await page.goto(path);
  await expect(page.locator('#shell')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => (window as any).__start.answers), { timeout: 10_000 }).toBeGreaterThan(0);
  // The largest paint may come with the app's first frame, after the shell went.
  await page.waitForTimeout(1_000);
  const figures = await page.evaluate(() => {
    const w = window as any;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { fcp, ...w.__start };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  // The tasks that kept input waiting: those that began before the game answered.
  const longTasks = figures.longTasks.filter((t: { start: number }) => t.start < figures.answers);
  return { ...figures, longTasks, bytes, workerBytes: 0 };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function fixedLoopMs(): number {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 300_000_000; i++) x = (x + i * 7) % 1_000_003;
  return Math.round(performance.now() - start) + (x < 0 ? 1 : 0);
}

for (const [mode, path] of [
  ['ExponenTorus', '/'],
  ['ExponenTile', '/?mode=exponentile'],
  ['2048', '/?mode=2048'],
] as const) {
  test(`start of ${mode}'s link: a first visit and a return, slow 4G, CPU slowed 4×`, async ({ browser }) => {
    test.setTimeout(60_000 + RUNS * 60_000);
    const loopBefore = fixedLoopMs();
    const rows: Record<'first' | 'return', Start[]> = { first: [], return: [] };
    let taskList: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await watchStart(page);
      const tracing = TRACE && run === 0;
      if (tracing) {
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.wasm', 'v8'],
        });
      }
      const first = await visit(page, path);
      rows.first.push(first);
      if (tracing) taskList = tasksOf(await browser.stopTracing(), first.answers);
      // The service worker has stored the build once it controls the page.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      first.workerBytes = await context.serviceWorkers()[0].evaluate(() =>
        performance
          .getEntriesByType('resource')
          .reduce((sum, e) => sum + (e as PerformanceResourceTiming).transferSize, 0),
      );
      rows.return.push(await visit(page, path));
      await context.close();
    }
    const loopAfter = fixedLoopMs();
    const lines = [`${mode} (${path}), ${RUNS} runs; a fixed loop took ${loopBefore} ms before, ${loopAfter} ms after`];
    for (const kind of ['first', 'return'] as const) {
      const runs = rows[kind];
      const ms = (pick: (s: Start) => number) =>
        `${Math.round(median(runs.map(pick)))} ms (${runs.map((s) => Math.round(pick(s))).join(', ')})`;
      // Total blocking time as Lighthouse counts it: each long task's time over 50 ms.
      const blocking = (s: Start) => s.longTasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0);
      lines.push(
        `  ${kind === 'first' ? 'first visit' : 'return     '}: answers input at ${ms((s) => s.answers)}; ` +
          `FCP ${ms((s) => s.fcp)}; LCP ${ms((s) => s.lcp)} on ${runs.map((s) => s.lcpElement).join(', ')}; ` +
          `blocking ${ms(blocking)} in ${runs.map((s) => s.longTasks.length).join(', ')} long tasks; ` +
          `fetched ${runs.map((s) => `${(s.bytes / 1000).toFixed(1)} KB`).join(', ')}` +
          (kind === 'first'
            ? `, and its service worker ${runs.map((s) => `${(s.workerBytes / 1000).toFixed(1)} KB`).join(', ')}`
            : ''),
      );
    }
    if (TRACE) lines.push('  the first visit\'s tasks over 10 ms before the game answers (traced, ms):', ...taskList);
    console.log(lines.join('\n'));
  });
}
