// Reading a Chromium trace for the page benchmarks (perf.spec.ts): what the page's main
// thread did inside each window the page marked with `performance.measure(NAME-i, …)`.
// Counts (style recalculations, elements restyled, layouts, paints) come first: they
// hardly depend on the machine's load, where times do.

/** What one marked window cost the page's main thread. */
export type WindowCost = {
  /** Style recalculations (UpdateLayoutTree). */
  recalcs: number;
  /** Elements those recalculations restyled. */
  restyled: number;
  /** Layouts. */
  layouts: number;
  /** Paints (one per painted layer) and pre-paints. */
  paints: number;
  prePaints: number;
  /** Wall-clock time of the thread's tasks, in ms. */
  busyMs: number;
  /** CPU time of the thread's tasks (a throttled CPU's wait is not in it), in ms. */
  cpuMs: number;
  /** Tasks over 50 ms of wall-clock time, each with its time by kind of work, in ms. */
  longTasks: { ms: number; byKind: Record<string, number> }[];
  /** Wall-clock time by kind of work, in ms. */
  byKind: Record<string, number>;
};

type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  id2?: { local?: string; global?: string };
  args?: any;
};

const KINDS: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'prepaint',
  Paint: 'paint',
  Layerize: 'layerize',
  Commit: 'commit',
  FunctionCall: 'script',
  FireAnimationFrame: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'v8.compile': 'compile',
  'V8.CompileCode': 'compile',
};

/** The trace's events and the page's main thread, with the windows marked `prefix-i`. */
function read(trace: Buffer, prefix: string) {
  const events: TraceEvent[] = JSON.parse(trace.toString('utf8')).traceEvents ?? [];
  const marks = events.filter((e) => e.cat?.includes('blink.user_timing') && e.name.startsWith(`${prefix}-`));
  if (marks.length === 0) throw new Error(`no ${prefix}-i measures in the trace`);
  const { pid, tid } = marks[0];
  const start = new Map<string, number>();
  const windows: { name: string; from: number; to: number }[] = [];
  for (const m of marks.sort((a, b) => a.ts - b.ts)) {
    if (m.ph === 'b') start.set(m.name, m.ts);
    else if (m.ph === 'e' && start.has(m.name)) windows.push({ name: m.name, from: start.get(m.name)!, to: m.ts });
  }
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && typeof e.ts === 'number');
  onMain.sort((a, b) => a.ts - b.ts);
  return { windows, onMain, events };
}

/** The cost of each window marked `prefix-0`, `prefix-1`, …, in order. */
export function windowCosts(trace: Buffer, prefix: string): WindowCost[] {
  const { windows, onMain } = read(trace, prefix);
  return windows.map(({ from, to }) => {
    const inside = onMain.filter((e) => e.ts >= from && e.ts <= to);
    const complete = (name: string) => inside.filter((e) => e.ph === 'X' && e.name === name);
    // The thread's top-level tasks only: a nested run loop's tasks are inside another.
    const tasks: TraceEvent[] = [];
    for (const e of complete('RunTask')) {
      const last = tasks[tasks.length - 1];
      if (!last || e.ts >= last.ts + (last.dur ?? 0)) tasks.push(e);
    }
    const byKind = selfTimeByKind(inside);
    const recalcs = complete('UpdateLayoutTree');
    return {
      recalcs: recalcs.length,
      restyled: recalcs.reduce((n, e) => n + (e.args?.elementCount ?? 0), 0),
      layouts: complete('Layout').length,
      paints: complete('Paint').length,
      prePaints: complete('PrePaint').length,
      busyMs: tasks.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000,
      cpuMs: tasks.reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000,
      longTasks: tasks
        .filter((e) => (e.dur ?? 0) > 50_000)
        .map((task) => ({
          ms: (task.dur ?? 0) / 1000,
          byKind: selfTimeByKind(inside.filter((e) => e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0))),
        })),
      byKind,
    };
  });
}

/**
 * Wall-clock time by kind, each event's own: the kinds nest (a timer's callback is a
 * function call, which may force a style recalculation and a layout), so an event's
 * time is counted less that of the events of a kind nested in it. `events` are one
 * thread's.
 */
function selfTimeByKind(events: TraceEvent[]): Record<string, number> {
  const byKind: Record<string, number> = {};
  // The events of a kind still open at the current one's start, innermost last.
  const open: TraceEvent[] = [];
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
  // An event and one nested in it may start together: the outer, longer one first.
  const timed = events.filter((e) => KINDS[e.name] && e.ph === 'X').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  for (const e of timed) {
    const kind = KINDS[e.name];
    while (open.length > 0 && end(open[open.length - 1]) <= e.ts) open.pop();
    const ms = (e.dur ?? 0) / 1000;
    byKind[kind] = (byKind[kind] ?? 0) + ms;
    const parent = open[open.length - 1];
    if (parent) byKind[KINDS[parent.name]] -= ms;
    open.push(e);
  }
  return byKind;
}

/**
 * Why elements were restyled inside the windows marked `prefix-i`, most frequent first:
 * the invalidation tracking's reasons, with the element and the selectors or attribute
 * named (the trace must have been taken with the category
 * `disabled-by-default-devtools.timeline.invalidationTracking`).
 */
export function restyleCauses(trace: Buffer, prefix: string, top = 25): string[] {
  const { windows, onMain } = read(trace, prefix);
  const counts = new Map<string, number>();
  for (const e of onMain) {
    if (!/InvalidationTracking$/.test(e.name) || !windows.some((w) => e.ts >= w.from && e.ts <= w.to)) continue;
    const d = e.args?.data ?? {};
    const what = [
      e.name.replace('InvalidationTracking', ''),
      d.reason ?? '',
      d.invalidatedSelectorId ?? '',
      d.changedClass ?? d.changedAttribute ?? d.changedId ?? d.changedPseudo ?? '',
      (d.invalidationList ?? []).map((i: any) => JSON.stringify(i.classes ?? i.attributes ?? i.id ?? i)).join(' '),
      d.selectors ? JSON.stringify(d.selectors) : '',
      d.extraData ?? '',
      (d.nodeName ?? '').replace(/ data-id='\d+'/, '').replace(/ (id|style)='[^']*'/g, ''),
    ]
      .filter(Boolean)
      .join(' | ');
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([what, n]) => `${String(n).padStart(5)} ${what}`);
}

/**
 * The selectors that cost the most to match inside the windows marked `prefix-i`,
 * costliest first, summed over the windows: Chromium's selector statistics (the trace must
 * have been taken with the category `disabled-by-default-blink.debug`). A selector tried
 * on many elements and matching few is a rule the browser cannot set aside early.
 */
export function selectorCosts(trace: Buffer, prefix: string, top = 15): string[] {
  const { windows, onMain } = read(trace, prefix);
  const costs = new Map<string, { us: number; tried: number; matched: number }>();
  let totalUs = 0;
  for (const e of onMain) {
    if (e.name !== 'SelectorStats' || !windows.some((w) => e.ts >= w.from && e.ts <= w.to)) continue;
    for (const timing of e.args?.selector_stats?.selector_timings ?? []) {
      const us = timing['elapsed (us)'] ?? 0;
      const cost = costs.get(timing.selector) ?? { us: 0, tried: 0, matched: 0 };
      cost.us += us;
      cost.tried += timing.match_attempts ?? 0;
      cost.matched += timing.match_count ?? 0;
      costs.set(timing.selector, cost);
      totalUs += us;
    }
  }
  return [
    `  all selectors: ${(totalUs / 1000).toFixed(1)} ms`,
    ...[...costs.entries()]
      .sort((a, b) => b[1].us - a[1].us)
      .slice(0, top)
      .map(
        ([selector, c]) =>
          `  ${(c.us / 1000).toFixed(1).padStart(6)} ms, tried ${String(c.tried).padStart(6)}, matched ${String(c.matched).padStart(6)}: ${selector.replace(/\s+/g, ' ').slice(0, 120)}`,
      ),
  ];
}

/**
 * The animations that ended on their own inside each window marked `prefix-i`, before the
 * page's mark `restPrefix-i` (a move's rest): their names and elements. A move's own
 * animations are held until its next step or its rest ends them (src/ui/tile_store.rs);
 * one that ends on its own costs frames of style of its own. A picked-up tile's put-down
 * is its swap's, held as well (style/board.css).
 */
export function endedOnTheirOwn(trace: Buffer, prefix: string, restPrefix: string): string[][] {
  const { windows, events } = read(trace, prefix);
  const rests = new Map(
    events
      .filter((e) => e.cat?.includes('blink.user_timing') && e.name.startsWith(`${restPrefix}-`))
      .map((e) => [e.name.slice(restPrefix.length + 1), e.ts]),
  );
  const animations = events.filter((e) => e.name === 'Animation').sort((a, b) => a.ts - b.ts);
  return windows.map(({ name, from, to }) => {
    const rest = rests.get(name.slice(prefix.length + 1)) ?? to;
    const ended: string[] = [];
    animations.forEach((b, i) => {
      if (b.ph !== 'b' || b.ts < from || b.ts > rest || b.args?.endData?.state !== 'finished') return;
      const e = animations.slice(i + 1).find((x) => x.ph === 'e' && x.id2?.local === b.id2?.local);
      const what = b.args?.data?.displayName ?? '?';
      if (e && e.ts <= rest) ended.push(`${what} on ${b.args?.data?.nodeName}`);
    });
    return ended;
  });
}

/** The animations each window started, by name (a CSS animation's name, a transition's
 *  property): a pass's style time grows with them (docs/performance.md, "What a new
 *  tile's animation costs"). */
export function animationsStarted(trace: Buffer, prefix: string): Record<string, number>[] {
  const { windows, events } = read(trace, prefix);
  const starts = events.filter((e) => e.name === 'Animation' && e.ph === 'b');
  return windows.map(({ from, to }) => {
    const byName: Record<string, number> = {};
    for (const e of starts) {
      if (e.ts < from || e.ts > to) continue;
      const name = e.args?.data?.displayName ?? '?';
      byName[name] = (byName[name] ?? 0) + 1;
    }
    return byName;
  });
}

/** The animations each window started that the main thread plays, as `name on element`:
 *  one the compositor plays is reported running a frame or more after it began (when the
 *  compositor starts it), one the main thread plays at once, and it needs a main-thread
 *  frame, restyling every animation running, for as long as its value changes. Chromium
 *  plays so a transition that takes over from a running one (docs/performance.md, "The
 *  put-down held like the move"). */
export function playedByTheMainThread(trace: Buffer, prefix: string): string[][] {
  const { windows, events } = read(trace, prefix);
  const animations = events.filter((e) => e.name === 'Animation').sort((a, b) => a.ts - b.ts);
  return windows.map(({ from, to }) => {
    const found: string[] = [];
    animations.forEach((b, i) => {
      if (b.ph !== 'b' || b.ts < from || b.ts > to) return;
      const running = animations
        .slice(i + 1)
        .find((x) => x.ph === 'n' && x.id2?.local === b.id2?.local && x.args?.data?.state === 'running');
      if (running && running.ts - b.ts < 1000) {
        found.push(`${b.args?.data?.displayName ?? '?'} on ${b.args?.data?.nodeName}`);
      }
    });
    return found;
  });
}

/** Where, inside each window, a timer of Blink's own woke the main thread to make a frame,
 *  with no script of the page's in it, in ms from the window's start. Most are the
 *  document timeline's: it wakes where the earliest of its animations was due to end,
 *  even one a later step has cancelled, and that frame restyles every animation running
 *  (docs/performance.md, "Held past the longest cascade"). Needs the trace's `blink` and
 *  `cc` categories. */
export function timerWakes(trace: Buffer, prefix: string): number[][] {
  const { windows, onMain } = read(trace, prefix);
  return windows.map(({ from, to }) => {
    const inside = onMain.filter((e) => e.ts >= from && e.ts <= to);
    const during = (timer: TraceEvent) =>
      inside.filter((e) => e.ts >= timer.ts && e.ts <= timer.ts + (timer.dur ?? 0));
    return inside
      .filter((e) => e.name === 'TimerBase::run' && e.ph === 'X')
      .filter((timer) => {
        const nested = during(timer);
        const script = nested.some((e) => e.name === 'TimerFire' || e.name === 'FunctionCall');
        return !script && nested.some((e) => e.name === 'LocalFrameView::ScheduleAnimation');
      })
      .map((timer) => Math.round((timer.ts - from) / 1000));
  });
}
