import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

// Field data (issue 11), group `system`. A file of its own rather than a part of system.ts: the web app's entry
// chunk holds system.ts (the status call), and this endpoint is only used by the lazily loaded reporter.

/** The Core Web Vitals and their two loading companions, as the web-vitals library names them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** Bounds of a field-data report; the client drops a reading outside them rather than have the batch refused. */
export const VITALS_LIMITS = {
  /** Readings per report. */
  maxMetrics: 10,
  /** Ten minutes, in ms: anything longer is a page left open, not a timing. */
  maxMs: 600_000,
  /** CLS is unitless; a real page stays far below this. */
  maxCls: 100,
  idLength: 64,
  navigationTypeLength: 32,
  pathLength: 200,
  connectionLength: 16,
} as const;

export const vitalMetric = z
  .object({
    name: z.enum(VITAL_NAMES),
    /** ms for LCP, INP, FCP and TTFB; unitless for CLS. */
    value: z.number().check(z.nonnegative(), z.maximum(VITALS_LIMITS.maxMs)),
    rating: z.enum(VITAL_RATINGS),
    /** web-vitals' id of the metric instance: the same id reported twice is the later reading of one metric. */
    id: z.string().check(z.minLength(1), z.maxLength(VITALS_LIMITS.idLength)),
    /** `navigate`, `reload`, `back-forward`, `back-forward-cache`, `prerender`, `restore`. */
    navigationType: z.optional(z.string().check(z.maxLength(VITALS_LIMITS.navigationTypeLength))),
  })
  .check(
    z.refine((metric) => metric.name !== 'CLS' || metric.value <= VITALS_LIMITS.maxCls, {
      path: ['value'],
      message: `CLS above ${VITALS_LIMITS.maxCls}`,
    }),
  );
export type VitalMetric = z.infer<typeof vitalMetric>;

/**
 * Field data (docs/decisions.md "Field performance data (issue 11)"): real-user timings of a page, sent when it is
 * hidden. Our own addition, not in platform-api.md; guests too, so no session is read. The server logs it.
 */
export const reportWebVitals = defineEndpoint({
  name: 'reportWebVitals',
  summary:
    'Real-user timings (LCP, INP, CLS, FCP, TTFB) of a page, written to the server log (no platform counterpart: docs/decisions.md "Field performance data (issue 11)")',
  group: 'system',
  path: '/wps/v2/system/vitals',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'none',
  body: z.object({
    metrics: z.array(vitalMetric).check(z.minLength(1), z.maxLength(VITALS_LIMITS.maxMetrics)),
    /** `location.pathname` of the page measured. */
    path: z.string().check(z.maxLength(VITALS_LIMITS.pathLength), z.startsWith('/')),
    /** `navigator.connection.effectiveType` where the browser has it (`4g`, `3g`, `2g`, `slow-2g`). */
    connection: z.optional(z.string().check(z.maxLength(VITALS_LIMITS.connectionLength))),
  }),
  response: z.object({ accepted: z.int().check(z.nonnegative()) }),
});
