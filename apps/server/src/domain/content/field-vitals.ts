import type { VitalMetric } from '@h5/contract/endpoints/vitals.ts';

/** A field-data report as the contract has checked it. */
export interface VitalsReport {
  readonly metrics: readonly VitalMetric[];
  readonly path: string;
  readonly connection?: string | undefined;
}

/** One reading as it is written to the log. */
export interface LoggedVital {
  readonly name: VitalMetric['name'];
  /**
   * The reading (ms; unitless for CLS). Not called `value`: the logger redacts every `value` field (it is the
   * encrypted body of platform-api §5), which would leave operators with no numbers at all.
   */
  readonly measured: number;
  readonly rating: VitalMetric['rating'];
  readonly id: string;
  readonly navigationType?: string;
}

export interface VitalsLogEntry {
  readonly merchant: string;
  readonly path: string;
  readonly connection?: string;
  readonly metrics: readonly LoggedVital[];
}

/**
 * The log line of one field-data report (docs/decisions.md "Field performance data (issue 11)"). The log is the
 * only sink, so there is no table: operators read or ship the `web vitals` lines. The client's address is not
 * added; the request's own log lines carry what the logger keeps of it.
 */
export function vitalsLogEntry(merchantCode: string, report: VitalsReport): VitalsLogEntry {
  return {
    merchant: merchantCode,
    path: report.path,
    ...(report.connection === undefined ? {} : { connection: report.connection }),
    metrics: report.metrics.map((metric) => ({
      name: metric.name,
      measured: metric.value,
      rating: metric.rating,
      id: metric.id,
      ...(metric.navigationType === undefined ? {} : { navigationType: metric.navigationType }),
    })),
  };
}
