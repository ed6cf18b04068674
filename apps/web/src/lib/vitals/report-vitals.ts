import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { reportWebVitals, VITALS_LIMITS, type VitalMetric } from '@h5/contract/endpoints/vitals.ts';
import { request } from '../api/request.ts';

/**
 * Field data (docs/decisions.md "Field performance data (issue 11)"): the real-user LCP, INP and CLS (with FCP
 * and TTFB) of this page load, batched and sent to the server's log when the page is hidden or left. Loaded by
 * main.tsx in production only, after the load event and an idle moment, as a chunk of its own; web-vitals reads
 * the buffered performance entries, so starting late loses nothing that happened before.
 */

export type VitalsReport = EndpointBody<typeof reportWebVitals>;

/** One reading as web-vitals gives it (only what the report carries). */
export type Reading = Pick<Metric, 'name' | 'value' | 'rating' | 'id'> & {
  /** Undefined where the browser has no Navigation Timing. */
  readonly navigationType?: string | undefined;
};

/** Where readings come from: web-vitals in the app, a fake in tests. */
export type SubscribeVitals = (onReading: (reading: Reading) => void) => void;

/** How a report goes out; whatever it throws or rejects with is ignored. */
export type SendVitals = (report: VitalsReport) => Promise<unknown>;

/** What the report says of the page besides the readings. */
export interface PageContext {
  readonly path: string;
  readonly connection?: string;
}

export const subscribeWebVitals: SubscribeVitals = (onReading) => {
  onLCP(onReading);
  onINP(onReading);
  onCLS(onReading);
  onFCP(onReading);
  onTTFB(onReading);
};

/**
 * A fetch with `keepalive`, so it outlives the page, sent by the app's own client: the server needs the `Merchant`
 * header, which `navigator.sendBeacon` cannot set.
 */
export const sendVitals: SendVitals = (report) => request(reportWebVitals, { body: report, keepalive: true });

const ignore = (): void => {
  // Field data is best effort: a lost report is nothing the user should see.
};

/**
 * The path of the page load measured: web-vitals measures the document's navigation, not the app's later route
 * changes, so the navigation's URL rather than the current one. Never the query string.
 */
function landingPath(): string {
  let path = location.pathname;
  const navigation = performance.getEntriesByType('navigation')[0];
  if (navigation !== undefined) {
    try {
      path = new URL(navigation.name).pathname;
    } catch {
      // Keep the current path.
    }
  }
  return path.slice(0, VITALS_LIMITS.pathLength);
}

/** `navigator.connection.effectiveType` (Chromium browsers, most Android phones), read when a report is sent. */
function effectiveConnection(): string | undefined {
  const { connection } = navigator as Navigator & { connection?: { effectiveType?: unknown } };
  const type = connection?.effectiveType;
  return typeof type === 'string' && type !== '' ? type.slice(0, VITALS_LIMITS.connectionLength) : undefined;
}

export function currentPage(): PageContext {
  const connection = effectiveConnection();
  return { path: landingPath(), ...(connection === undefined ? {} : { connection }) };
}

/** The reading as the contract takes it, rounded; null when it is outside the contract's bounds (never sent). */
export function toVitalMetric(reading: Reading): VitalMetric | null {
  const cls = reading.name === 'CLS';
  const value = cls ? Math.round(reading.value * 10_000) / 10_000 : Math.round(reading.value);
  const max = cls ? VITALS_LIMITS.maxCls : VITALS_LIMITS.maxMs;
  if (!Number.isFinite(value) || value < 0 || value > max) return null;
  const id = reading.id.slice(0, VITALS_LIMITS.idLength);
  if (id === '') return null;
  const { navigationType } = reading;
  return {
    name: reading.name,
    value,
    rating: reading.rating,
    id,
    ...(typeof navigationType === 'string' && navigationType !== ''
      ? { navigationType: navigationType.slice(0, VITALS_LIMITS.navigationTypeLength) }
      : {}),
  };
}

export interface VitalsBatch {
  add(reading: Reading): void;
  /** Sends what was read since the last flush, in reports of at most `VITALS_LIMITS.maxMetrics`; never throws. */
  flush(): void;
}

export function createVitalsBatch(send: SendVitals, page: () => PageContext = currentPage): VitalsBatch {
  // By metric id: CLS and INP are read again as they grow, and only the latest reading of a metric is worth sending.
  const pending = new Map<string, VitalMetric>();
  return {
    add(reading) {
      const metric = toVitalMetric(reading);
      if (metric !== null) pending.set(metric.id, metric);
    },
    flush() {
      if (pending.size === 0) return;
      const metrics = [...pending.values()];
      pending.clear();
      let context: PageContext;
      try {
        context = page();
      } catch {
        return;
      }
      for (let start = 0; start < metrics.length; start += VITALS_LIMITS.maxMetrics) {
        const report = { ...context, metrics: metrics.slice(start, start + VITALS_LIMITS.maxMetrics) };
        try {
          send(report).catch(ignore);
        } catch {
          ignore();
        }
      }
    },
  };
}

/**
 * Starts reading and reporting. The report goes out when the page is hidden (the last moment a phone reliably gives
 * us) and on pagehide; web-vitals hands over its final LCP, CLS and INP on the same visibilitychange, from capture
 * listeners on window that run before ours on document. A page shown again keeps reading and reports anew, under
 * the same metric ids (the server's log keeps the last line of an id). Returns a function that stops the reporting.
 */
export function startVitalsReporting(
  subscribe: SubscribeVitals = subscribeWebVitals,
  send: SendVitals = sendVitals,
): () => void {
  const batch = createVitalsBatch(send);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') batch.flush();
  };
  const onPageHide = () => {
    batch.flush();
  };
  try {
    subscribe((reading) => {
      batch.add(reading);
    });
  } catch {
    ignore();
  }
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
  };
}
