// What a page costs while nobody touches it: a DevTools trace of `seconds` on a page that has finished loading,
// reduced to the renderer main thread's busy time, its style recalculations and layouts. Used by
// `npm run bench:rest`; it measures, it does not judge.

/** The trace categories that hold the main thread's tasks and the style and layout events inside them. */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];
/** With `details`, the stacks that say which script asked for a style recalculation. */
const STACK_CATEGORIES = [
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.invalidationTracking',
];
/** The scheduler's top-level task events (the name changed between Chromium versions; both are counted). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const LONG_TASK_MS = 50;

/**
 * Traces `page` (a puppeteer-core Page showing a fully loaded page) for `seconds` and returns
 * `{ mainThreadMs, styleRecalcs, layouts, tasksOver50ms }` of the page's renderer main thread. With `details`, also
 * `details`: where the work came from (what started each task, and the stacks of style invalidations), for
 * finding the element behind each recalculation; the extra trace categories make the figures slightly higher.
 */
export async function measureAtRest(page, { seconds = 10, details = false } = {}) {
  await page.tracing.start({ categories: details ? [...CATEGORIES, ...STACK_CATEGORIES] : CATEGORIES });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const buffer = await page.tracing.stop();
  if (!buffer) throw new Error('the trace came back empty');
  const parsed = JSON.parse(Buffer.from(buffer).toString('utf8'));
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  return summarise(events, { details });
}

/** The figures of a trace's events (exported for the bench's own checks). */
export function summarise(events, { details = false } = {}) {
  const thread = rendererMainThread(events);
  if (!thread) throw new Error('no CrRendererMain thread in the trace');
  const onThread = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);

  // Top-level tasks only: `RunTask` wraps `ThreadControllerImpl::RunTask` (same start, and a complete event is
  // written when it ends, so the inner one comes first in the file), and a nested run loop can log a task inside
  // another. Sorted by start, the longer first, then everything inside a counted task is skipped.
  const tasks = onThread
    .filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let mainThreadUs = 0;
  let tasksOver50ms = 0;
  let coveredUntil = -Infinity;
  const topLevel = [];
  for (const task of tasks) {
    if (task.ts < coveredUntil) continue;
    coveredUntil = task.ts + task.dur;
    topLevel.push(task);
    mainThreadUs += task.dur;
    if (task.dur > LONG_TASK_MS * 1000) tasksOver50ms += 1;
  }
  const count = (name) => onThread.filter((e) => e.name === name && (e.ph === 'X' || e.ph === 'B')).length;
  const result = {
    mainThreadMs: Math.round(mainThreadUs / 100) / 10,
    styleRecalcs: count('UpdateLayoutTree'),
    layouts: count('Layout'),
    tasksOver50ms,
  };
  if (details) result.details = describe(onThread, topLevel);
  return result;
}

/**
 * The main thread of the page's renderer: the process the trace names for the top frame, or else the busiest
 * CrRendererMain (a service worker or another tab has a renderer main thread too).
 */
function rendererMainThread(events) {
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  if (mains.length === 0) return undefined;
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const topFrame = started?.args?.data?.frames?.find((f) => !f.parent);
  const byProcess = topFrame ? mains.filter((m) => m.pid === topFrame.processId) : [];
  if (byProcess.length === 1) return { pid: byProcess[0].pid, tid: byProcess[0].tid };
  const busiest = mains
    .map((m) => ({
      pid: m.pid,
      tid: m.tid,
      n: events.filter((e) => e.pid === m.pid && e.tid === m.tid).length,
    }))
    .sort((a, b) => b.n - a.n)[0];
  return busiest && { pid: busiest.pid, tid: busiest.tid };
}

/** What started the tasks (timer, animation frame, event, …) with their time, and who invalidated style. */
function describe(onThread, topLevel) {
  const causes = new Map();
  const add = (key, us) => {
    const entry = causes.get(key) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += us / 1000;
    causes.set(key, entry);
  };
  // One sweep over the thread's events in time order: the tasks are sorted and do not overlap.
  const ordered = [...onThread].sort((a, b) => a.ts - b.ts);
  let next = 0;
  for (const task of topLevel) {
    while (next < ordered.length && ordered[next].ts < task.ts) next += 1;
    const children = [];
    for (let i = next; i < ordered.length && ordered[i].ts < task.ts + task.dur; i += 1) {
      if (ordered[i] !== task) children.push(ordered[i]);
    }
    const first = children.find((e) =>
      [
        'TimerFire',
        'FireAnimationFrame',
        'EventDispatch',
        'FunctionCall',
        'ParseHTML',
        'v8.compile',
      ].includes(e.name),
    );
    // Without a script or event inside, the task's posting site (or its first inner event) names it.
    const posted = task.args?.src_func ?? task.args?.task?.posted_from?.function_name;
    let key = first ? first.name : `other (${posted ?? children[0]?.name ?? 'empty'})`;
    if (first?.name === 'EventDispatch') key += ` ${first.args?.data?.type ?? ''}`;
    const call = children.find((e) => e.name === 'FunctionCall');
    if (call?.args?.data) {
      const { functionName, url, lineNumber } = call.args.data;
      key += ` ← ${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber ?? ''}`;
    }
    if (children.some((e) => e.name === 'UpdateLayoutTree')) key += ' [style]';
    if (children.some((e) => e.name === 'Layout')) key += ' [layout]';
    add(key, task.dur);
  }
  const invalidations = new Map();
  for (const e of onThread) {
    if (
      ![
        'ScheduleStyleRecalculation',
        'StyleRecalcInvalidationTracking',
        'StyleInvalidatorInvalidationTracking',
      ].includes(e.name)
    ) {
      continue;
    }
    const data = e.args?.data ?? {};
    const frame = data.stackTrace?.[0];
    const key = [
      e.name,
      data.nodeName ?? '',
      data.reason ?? data.invalidationSet?.[0]?.classes?.join('.') ?? '',
      frame ? `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber}` : '',
    ].join(' | ');
    invalidations.set(key, (invalidations.get(key) ?? 0) + 1);
  }
  const sorted = (map, by) => [...map.entries()].sort((a, b) => by(b[1]) - by(a[1]));
  return {
    // One per compositor frame while anything animates (even on the compositor alone): the floor of a moving page.
    framesPresented: onThread.filter(
      (e) =>
        e.name === 'ThreadControllerImpl::RunTask' &&
        e.args?.src_func === 'DidPresentCompositorFrameOnImplThread',
    ).length,
    tasks: sorted(causes, (v) => v.ms)
      .slice(0, 25)
      .map(([cause, v]) => ({ cause, count: v.count, ms: Math.round(v.ms * 10) / 10 })),
    invalidations: sorted(invalidations, (v) => v)
      .slice(0, 25)
      .map(([where, n]) => ({ where, n })),
  };
}

function shortUrl(url) {
  if (!url) return '';
  try {
    return new URL(url).pathname.replace(/^\/m\/assets\//, '');
  } catch {
    return url;
  }
}
