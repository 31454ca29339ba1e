import type { SandboxContext, SandboxHono } from '../context.ts';
import { errorResponse } from '../http.ts';
import { gunzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import { COLLECTOR_ORIGIN, vendorPath } from '../vendor-hosts.ts';
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
  // OTLP/HTTP JSON logs (libs/telemetry), gzipped or not, as an OpenTelemetry Collector's otlp receiver takes them:
  // on the portal's origin (development), and under the test deployment's collector host through the vendors' front
  // (the end-to-end suite), with the CORS answers the receiver's `cors.allowed_origins` gives the brands' origins.
  const takeOtlp = async (c: Context) => {
    let body: unknown;
    try {
      const bytes = Buffer.from(await c.req.arrayBuffer());
      const gzipped = c.req.header('content-encoding') === 'gzip';
      body = JSON.parse((gzipped ? gunzipSync(bytes) : bytes).toString('utf8'));
    } catch {
      return errorResponse(400, 'Not JSON');
    }
    return collectOtlp(log, body) ? c.json({}) : errorResponse(400, 'Not an ExportLogsServiceRequest');
  };
  app.post(`${TELEMETRY_COLLECTOR_PATH}/v1/logs`, takeOtlp);
  app.post(COLLECTOR_LOGS_PATH, async (c) => (allowOrigin(c) ? takeOtlp(c) : errorResponse(403, 'Origin not allowed')));
  app.get(TELEMETRY_COLLECTOR_PATH, (c) => c.json({ counts: log.counts, reports: log.reports, stream: log.stream }));
  app.delete(TELEMETRY_COLLECTOR_PATH, (c) => {
    clearTelemetry(log);
    return c.body(null, 204);
  });
};

/** The suite's artifacts (loopback, any port) are the allowed origins; the answer names the one that asked. */
const ALLOWED_ORIGIN = /^https?:\/\/127\.0\.0\.1(:\d+)?$/;

/**
 * The collector's preflight, as an OpenTelemetry Collector's otlp receiver answers with `cors.allowed_origins` set to
 * the brands' origins: POST with the content type and the gzip encoding the portal sends. Used before the sandbox's
 * own CORS (app.ts), which names the API's headers only.
 */
export const COLLECTOR_LOGS_PATH = vendorPath(COLLECTOR_ORIGIN, '/v1/logs');
export const collectorCors = cors({
  origin: (origin) => (ALLOWED_ORIGIN.test(origin) ? origin : null),
  allowMethods: ['POST'],
  allowHeaders: ['Content-Type', 'Content-Encoding'],
  maxAge: 7200,
});
const allowOrigin = (c: Context): boolean => {
  const origin = c.req.header('origin') ?? '';
  if (!ALLOWED_ORIGIN.test(origin)) return false;
  c.header('Access-Control-Allow-Origin', origin);
  c.header('Vary', 'Origin');
  return true;
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
