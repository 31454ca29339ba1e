import type { SandboxContext } from '../context.ts';

/**
 * The sandbox as the telemetry collector (libs/telemetry/README.md, "Wire format"): batches of the portal's own
 * reports, and the browser's own CSP reports (report-uri's application/csp-report, the Reporting API's
 * application/reports+json), kept in memory, the last 500.
 */
export type StoredReport = Record<string, unknown> & { type: string; brand?: string; release?: string; receivedAt: string };
export type TelemetryLog = { reports: StoredReport[]; counts: Record<string, number>; stream: StoredReport[] };

const logs = new WeakMap<SandboxContext, TelemetryLog>();
const KEPT = 500;

export const telemetryLogOf = (ctx: SandboxContext): TelemetryLog => {
  let log = logs.get(ctx);
  if (!log) logs.set(ctx, (log = { reports: [], counts: {}, stream: [] }));
  return log;
};

export const clearTelemetry = (log: TelemetryLog): void => {
  log.reports.length = 0;
  log.stream.length = 0;
  for (const key of Object.keys(log.counts)) delete log.counts[key];
};

const keep = (log: TelemetryLog, report: Record<string, unknown> & { type: string }, list = log.reports): void => {
  log.counts[report.type] = (log.counts[report.type] ?? 0) + 1;
  list.push({ ...report, receivedAt: new Date().toISOString() });
  if (list.length > KEPT) list.splice(0, list.length - KEPT);
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

type OtlpValue = { stringValue?: string; intValue?: number | string; doubleValue?: number; boolValue?: boolean };
type OtlpAttribute = { key: string; value: OtlpValue };
type OtlpRecord = { eventName?: string; body?: OtlpValue; attributes?: OtlpAttribute[] };
type OtlpBody = { resourceLogs?: { resource?: { attributes?: OtlpAttribute[] }; scopeLogs?: { logRecords?: OtlpRecord[] }[] }[] };

const valueOf = (v: OtlpValue | undefined) =>
  v?.stringValue ?? (v?.intValue === undefined ? undefined : Number(v.intValue)) ?? v?.doubleValue ?? v?.boolValue;
const attributesOf = (list: OtlpAttribute[] = []) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));
const only = <T extends Record<string, unknown>>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;

/** A log record of the portal's (libs/telemetry's OTLP) as the v1 report the end-to-end suite reads, or a stream entry. */
function reportOf(
  event: string,
  a: Record<string, unknown>,
  body: unknown,
): { report: Record<string, unknown> & { type: string }; stream: boolean } {
  const common = { route: a['app.screen.name'], count: a['portal.count'], session: a['session.id'] };
  switch (event) {
    case 'exception':
      return {
        stream: false,
        report: only({
          ...common,
          type: 'error',
          source: a['portal.error.source'],
          name: a['exception.type'],
          message: a['exception.message'],
          stack: a['exception.stacktrace'],
        }),
      };
    case 'portal.api_failure':
      return {
        stream: false,
        report: only({ ...common, type: 'api', call: a['portal.api.call'], status: a['http.response.status_code'], kind: a['error.type'] }),
      };
    case 'portal.csp_violation':
      return {
        stream: false,
        report: only({
          ...common,
          type: 'csp',
          directive: a['portal.csp.directive'],
          blocked: a['portal.csp.blocked'],
          disposition: a['portal.csp.disposition'],
          sourceFile: a['code.file.path'],
          line: a['code.line.number'],
        }),
      };
    case 'portal.event': {
      const details = Object.fromEntries(
        Object.entries(a)
          .filter(([k]) => k.startsWith('portal.detail.'))
          .map(([k, v]) => [k.slice(14), v]),
      );
      return {
        stream: false,
        report: only({ ...common, type: 'event', message: body, details: Object.keys(details).length ? details : undefined }),
      };
    }
    case 'browser.web_vital':
      return {
        stream: false,
        report: only({
          ...common,
          count: 1,
          type: 'vital',
          name: String(a['browser.web_vital.name']).toUpperCase(),
          value: a['browser.web_vital.value'],
          rating: a['browser.web_vital.rating'],
          navigationType: a['browser.web_vital.navigation_type'],
        }),
      };
    default:
      return {
        stream: true,
        report: only({
          ...a,
          type: event,
          route: a['app.screen.name'],
          // A replay batch whole, so that it plays (the suite's session journey); other bodies cut short.
          body: typeof body === 'string' && body.length > 2000 && event !== 'rrweb.events' ? `${body.slice(0, 2000)}…` : body,
        }),
      };
  }
}

/**
 * Takes an OTLP/HTTP JSON logs body (ExportLogsServiceRequest) of the portal's: errors, API failures, CSP violations,
 * monitoring events and Web Vitals as the v1 reports the suite reads (stamped with the resource's brand, release and
 * page load); views, actions, API calls, session starts and replay batches in `stream`. False when it is none.
 */
export function collectOtlp(log: TelemetryLog, body: unknown): boolean {
  const resourceLogs = (body as OtlpBody | null)?.resourceLogs;
  if (!Array.isArray(resourceLogs)) return false;
  for (const { resource, scopeLogs = [] } of resourceLogs) {
    const r = attributesOf(resource?.attributes);
    const stamp = { brand: r['service.namespace'], release: r['service.version'], page: r['service.instance.id'] };
    for (const { logRecords = [] } of scopeLogs)
      for (const record of logRecords) {
        const { report, stream } = reportOf(record.eventName ?? '', attributesOf(record.attributes), valueOf(record.body));
        keep(log, { ...report, ...stamp }, stream ? log.stream : log.reports);
      }
  }
  return true;
}
