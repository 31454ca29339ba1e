import type { SandboxContext } from '../context.ts';

/**
 * The sandbox as the telemetry collector (libs/telemetry/README.md, "Wire format"): batches of the portal's own
 * reports, and the browser's own CSP reports (report-uri's application/csp-report, the Reporting API's
 * application/reports+json), kept in memory, the last 500.
 */
export type StoredReport = Record<string, unknown> & { type: string; brand?: string; release?: string; receivedAt: string };
export type TelemetryLog = { reports: StoredReport[]; counts: Record<string, number> };

const logs = new WeakMap<SandboxContext, TelemetryLog>();
const KEPT = 500;

export const telemetryLogOf = (ctx: SandboxContext): TelemetryLog => {
  let log = logs.get(ctx);
  if (!log) logs.set(ctx, (log = { reports: [], counts: {} }));
  return log;
};

export const clearTelemetry = (log: TelemetryLog): void => {
  log.reports.length = 0;
  for (const key of Object.keys(log.counts)) delete log.counts[key];
};

const keep = (log: TelemetryLog, report: Record<string, unknown> & { type: string }): void => {
  log.counts[report.type] = (log.counts[report.type] ?? 0) + 1;
  log.reports.push({ ...report, receivedAt: new Date().toISOString() });
  if (log.reports.length > KEPT) log.reports.splice(0, log.reports.length - KEPT);
};

/** A browser's page URL cut to its origin: a collector keeps no path (it may hold a policy number) and no query. */
const originOf = (value: unknown): string => {
  try {
    return typeof value === 'string' ? new URL(value).origin : '';
  } catch {
    return '';
  }
};

type BrowserCsp = Record<string, unknown>;
const browserCsp = (body: BrowserCsp, via: string) => ({
  type: 'csp-browser',
  via,
  document: originOf(body['document-uri'] ?? body['documentURL']),
  directive: String(body['effective-directive'] ?? body['effectiveDirective'] ?? body['violated-directive'] ?? ''),
  blocked: originOf(body['blocked-uri'] ?? body['blockedURL']) || String(body['blocked-uri'] ?? body['blockedURL'] ?? ''),
});

/** Takes one request body; returns false when it is none of the three formats. */
export function collect(log: TelemetryLog, body: unknown): boolean {
  if (Array.isArray(body)) {
    for (const item of body as { type?: string; body?: BrowserCsp }[]) {
      if (item.type === 'csp-violation' && item.body) keep(log, browserCsp(item.body, 'report-to'));
    }
    return true;
  }
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  if (record['csp-report']) {
    keep(log, browserCsp(record['csp-report'] as BrowserCsp, 'report-uri'));
    return true;
  }
  if (record['v'] !== 1 || !Array.isArray(record['reports'])) return false;
  for (const report of record['reports'] as Record<string, unknown>[]) {
    if (typeof report['type'] !== 'string') continue;
    keep(log, {
      ...report,
      type: report['type'],
      brand: String(record['brand']),
      release: String(record['release']),
      page: record['page'],
    });
  }
  return true;
}
