import type { SandboxContext, SandboxHono } from '../context.ts';
import { errorResponse } from '../http.ts';
import { gunzipSync } from 'node:zlib';
import { clearTelemetry, collect, collectOtlp, telemetryLogOf, type TelemetryLog } from '../state/telemetry.ts';

/** Where the portal's telemetry goes in development and the end-to-end suite (the served configuration's collectorUrl). */
export const TELEMETRY_COLLECTOR_PATH = '/__sandbox/telemetry';

/** POST: a batch or a browser's CSP report (any content type: beacons are text/plain); GET: counts and the last ones; DELETE: forget. */
export const telemetryRoutes = (app: SandboxHono, ctx: SandboxContext): void => {
  const log = telemetryLogOf(ctx);
  app.post(TELEMETRY_COLLECTOR_PATH, async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return errorResponse(400, 'Not JSON');
    }
    return collect(log, body) ? c.body(null, 204) : errorResponse(400, 'Not a telemetry batch or a CSP report');
  });
  // OTLP/HTTP JSON logs (libs/telemetry), gzipped or not, as an OpenTelemetry Collector's otlp receiver takes them.
  app.post(`${TELEMETRY_COLLECTOR_PATH}/v1/logs`, async (c) => {
    let body: unknown;
    try {
      const bytes = Buffer.from(await c.req.arrayBuffer());
      const gzipped = c.req.header('content-encoding') === 'gzip';
      body = JSON.parse((gzipped ? gunzipSync(bytes) : bytes).toString('utf8'));
    } catch {
      return errorResponse(400, 'Not JSON');
    }
    return collectOtlp(log, body) ? c.json({}) : errorResponse(400, 'Not an ExportLogsServiceRequest');
  });
  app.get(TELEMETRY_COLLECTOR_PATH, (c) => c.json({ counts: log.counts, reports: log.reports, stream: log.stream }));
  app.delete(TELEMETRY_COLLECTOR_PATH, (c) => {
    clearTelemetry(log);
    return c.body(null, 204);
  });
};

const escape = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The /__sandbox page's telemetry section: counts by type and the last 20 reports. */
export function telemetrySection(log: TelemetryLog): string {
  const counts =
    Object.entries(log.counts)
      .map(([type, n]) => `<li>${escape(type)}: ${n}</li>`)
      .join('') || '<li>none yet</li>';
  const rows = log.reports
    .slice(-20)
    .reverse()
    .map(
      (r) =>
        `<tr><td>${escape(r.receivedAt)}</td><td>${escape(r.type)}</td><td>${escape(String(r['route'] ?? ''))}</td><td><code>${escape(JSON.stringify(r))}</code></td></tr>`,
    )
    .join('\n');
  return `<h2>Telemetry (collector at ${TELEMETRY_COLLECTOR_PATH})</h2><ul>${counts}</ul>
<table><caption>Last reports</caption><thead><tr><th scope="col">Received</th><th scope="col">Type</th><th scope="col">Route</th><th scope="col">Report</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
}
