import { JsonLogsSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { InMemoryLogRecordExporter, LoggerProvider, SimpleLogRecordProcessor } from '@opentelemetry/sdk-logs';
import {
  ATTR_EXCEPTION_MESSAGE,
  ATTR_EXCEPTION_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVICE_NAME,
  ATTR_SERVICE_VERSION,
} from '@opentelemetry/semantic-conventions';
import {
  ATTR_APP_SCREEN_NAME,
  ATTR_APP_WIDGET_NAME,
  ATTR_BROWSER_LANGUAGE,
  ATTR_BROWSER_WEB_VITAL_NAME,
  ATTR_BROWSER_WEB_VITAL_RATING,
  ATTR_BROWSER_WEB_VITAL_VALUE,
  ATTR_DEPLOYMENT_ENVIRONMENT_NAME,
  ATTR_SERVICE_INSTANCE_ID,
  ATTR_SERVICE_NAMESPACE,
  ATTR_SESSION_ID,
  ATTR_URL_TEMPLATE,
  EVENT_BROWSER_WEB_VITAL,
  EVENT_EXCEPTION,
  EVENT_SESSION_START,
} from '@opentelemetry/semantic-conventions/incubating';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher } from './batcher';
import { SESSION_KEY } from './browser-session';
import { startEngine } from './engine';
import { keyValues, SCOPE, type AnyValue, type ExportLogsServiceRequest, type KeyValue } from './otlp';
import { logsUrl } from './transport';
import { vitalRecord } from './vitals';

type Plain = string | number | boolean | (string | number | boolean)[];
const plainValue = (value: AnyValue): Plain => {
  if ('arrayValue' in value) return value.arrayValue.values.map((v) => plainValue(v) as string);
  return 'stringValue' in value
    ? value.stringValue
    : 'intValue' in value
      ? value.intValue
      : 'doubleValue' in value
        ? value.doubleValue
        : value.boolValue;
};
const plain = (list: KeyValue[]): Record<string, Plain> => Object.fromEntries(list.map(({ key, value }) => [key, plainValue(value)]));
const hrTime = (nanos: string): [number, number] => [Number(BigInt(nanos) / 1_000_000_000n), Number(BigInt(nanos) % 1_000_000_000n)];

/**
 * OpenTelemetry's own JSON for the same records: each of ours emitted through the logs SDK (resource, scope, time,
 * severity, event name, body, attributes) and written by OpenTelemetry's JsonLogsSerializer (what its OTLP/HTTP JSON
 * exporter posts).
 */
function reference(body: ExportLogsServiceRequest): unknown {
  const exporter = new InMemoryLogRecordExporter();
  const [resourceLogs] = body.resourceLogs;
  const provider = new LoggerProvider({
    resource: resourceFromAttributes(plain(resourceLogs?.resource.attributes ?? [])),
    processors: [new SimpleLogRecordProcessor({ exporter })],
  });
  const logger = provider.getLogger(SCOPE.name, SCOPE.version);
  for (const record of resourceLogs?.scopeLogs[0]?.logRecords ?? [])
    logger.emit({
      eventName: record.eventName,
      timestamp: hrTime(record.timeUnixNano),
      observedTimestamp: hrTime(record.observedTimeUnixNano),
      severityNumber: record.severityNumber,
      severityText: record.severityText,
      ...('stringValue' in record.body ? { body: record.body.stringValue } : {}),
      attributes: plain(record.attributes),
    });
  return JSON.parse(new TextDecoder().decode(JsonLogsSerializer.serializeRequest(exporter.getFinishedLogRecords())));
}

type Sent = { url: string; body: string; json: ExportLogsServiceRequest };
const expectOpenTelemetrys = (sent: Sent[]) => {
  expect(sent.length).toBeGreaterThan(0);
  for (const { json } of sent) expect(json).toEqual(reference(json));
};
const recordsOf = (sent: Sent[]): (Record<string, Plain> & { event: string })[] =>
  sent
    .flatMap(({ json }) => json.resourceLogs.flatMap((r) => r.scopeLogs.flatMap((s) => s.logRecords)))
    .map((r) => ({ event: r.eventName, ...plain(r.attributes) }));

let stop: (() => void) | undefined;
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  stop?.();
  vi.restoreAllMocks();
});

function session(feed: (engine: ReturnType<typeof startEngine>, route: { now: string }) => void, sessionSampleRate = 1): Sent[] {
  const sent: Sent[] = [];
  const route = { now: '/login' };
  const engine = startEngine(
    { enabled: true, collectorUrl: 'https://collector.example/otlp/', sessionSampleRate, replaySampleRate: 0 },
    { brand: 'kowhai', release: '1.4.0+3f2a9c1d0b7e', environment: 'production' },
    { route: () => route.now, redacted: [] },
    (url, body) => sent.push({ url, body, json: JSON.parse(body) as ExportLogsServiceRequest }),
  );
  stop = engine.stop;
  feed(engine, route);
  engine.flush();
  return sent;
}

const journey = (engine: ReturnType<typeof startEngine>, route: { now: string }) => {
  engine.take({ type: 'view', route: '/login' });
  document.body.innerHTML = '<button type="button">Log in</button><label><input type="checkbox" value="yes"> Remember me</label>';
  document.querySelector('input')?.click();
  document.querySelector('button')?.click();
  engine.take({ type: 'call', call: 'customerLogin', path: '/api/v1/Account/customerlogin', method: 'POST', status: 200, duration: 182.4 });
  route.now = '/';
  engine.take({ type: 'view', route: '/' });
  engine.take({ type: 'call', call: 'getPolicyDetail', path: '/api/v1/Policy/policydetail', method: 'GET', status: 500, duration: 40 });
  engine.take({ type: 'api', call: 'getPolicyDetail', status: 500, kind: 'http' });
  engine.take({ type: 'error', source: 'boundary', error: new TypeError('x is undefined') });
  engine.take({ type: 'event', message: 'Update Payment details form validation failed', details: { step: 2, card: true } });
};

describe('every body is OTLP/HTTP JSON as OpenTelemetry writes it', () => {
  it("posts to <collectorUrl>/v1/logs a body equal to OpenTelemetry's serializer's for the same records", () => {
    const sent = session(journey);
    expect(sent.map((s) => s.url)).toEqual(['https://collector.example/otlp/v1/logs']);
    expectOpenTelemetrys(sent);
  });

  it("stamps the resource with the semantic conventions' service, deployment and browser attributes", () => {
    const [first] = session(journey);
    const resource = plain(first?.json.resourceLogs[0]?.resource.attributes ?? []);
    expect(resource).toMatchObject({
      [ATTR_SERVICE_NAME]: 'kowhai-portal',
      [ATTR_SERVICE_NAMESPACE]: 'kowhai',
      [ATTR_SERVICE_VERSION]: '1.4.0+3f2a9c1d0b7e',
      [ATTR_DEPLOYMENT_ENVIRONMENT_NAME]: 'production',
      [ATTR_BROWSER_LANGUAGE]: navigator.language,
    });
    expect(resource[ATTR_SERVICE_INSTANCE_ID]).toMatch(/^[\w-]{8,}$/);
  });

  it('holds the session in order: its start, views, actions by accessible name, API calls, failures, errors, events', () => {
    const records = recordsOf(session(journey));
    const id = (JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}') as { id: string }).id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    for (const record of records) expect(record[ATTR_SESSION_ID]).toBe(id);
    expect(records.map((r) => [r.event, r[ATTR_APP_SCREEN_NAME]])).toEqual([
      [EVENT_SESSION_START, '/login'],
      ['portal.view', '/login'],
      ['portal.action', '/login'],
      ['portal.action', '/login'],
      ['portal.api_call', '/login'],
      ['portal.view', '/'],
      ['portal.api_call', '/'],
      ['portal.api_failure', '/'],
      [EVENT_EXCEPTION, '/'],
      ['portal.event', '/'],
    ]);
    expect(records.filter((r) => r.event === 'portal.action').map((r) => r[ATTR_APP_WIDGET_NAME])).toEqual(['Remember me', 'Log in']);
    expect(records.filter((r) => r.event === 'portal.api_call')).toEqual([
      expect.objectContaining({
        [ATTR_URL_TEMPLATE]: '/api/v1/Account/customerlogin',
        [ATTR_HTTP_REQUEST_METHOD]: 'POST',
        [ATTR_HTTP_RESPONSE_STATUS_CODE]: 200,
        'portal.api.duration_ms': 182,
      }),
      expect.objectContaining({ [ATTR_URL_TEMPLATE]: '/api/v1/Policy/policydetail', [ATTR_HTTP_RESPONSE_STATUS_CODE]: 500 }),
    ]);
    expect(records.find((r) => r.event === EVENT_EXCEPTION)).toMatchObject({
      [ATTR_EXCEPTION_TYPE]: 'TypeError',
      [ATTR_EXCEPTION_MESSAGE]: 'x is undefined',
    });
  });

  it('keeps one browser session across page loads of the tab; a session not sampled sends its errors only', () => {
    const first = recordsOf(session(journey));
    stop?.();
    const second = recordsOf(session(journey));
    expect(second[0]?.[ATTR_SESSION_ID]).toBe(first[0]?.[ATTR_SESSION_ID]);
    expect(second.some((r) => r.event === EVENT_SESSION_START)).toBe(false);
    stop?.();
    sessionStorage.clear();
    const unsampled = recordsOf(session(journey, 0));
    expect(unsampled.map((r) => r.event)).toEqual(['portal.api_failure', EVENT_EXCEPTION, 'portal.event']);
  });

  it("sends Web Vitals as OpenTelemetry's browser.web_vital event, replay batches as rrweb.events, and splits a long session into bodies a keepalive request takes", () => {
    const sent: Sent[] = [];
    const batcher = createBatcher(logsUrl('/otlp'), keyValues({ 'service.name': 'b-portal' }), 'session-1', (url, body) =>
      sent.push({ url, body, json: JSON.parse(body) as ExportLogsServiceRequest }),
    );
    const metric = {
      name: 'LCP',
      value: 812.4,
      delta: 812.4,
      id: 'v5-1',
      rating: 'good',
      navigationType: 'navigate',
      attribution: { timeToFirstByte: 120 },
    };
    batcher.add(vitalRecord(metric as unknown as MetricWithAttribution, '/login', []));
    batcher.add({
      event: 'rrweb.events',
      severity: 'INFO',
      route: '/login',
      body: JSON.stringify([{ type: 2, data: { node: {} }, timestamp: 1 }]),
      attributes: { 'portal.replay.sequence': 0, 'portal.replay.events': 1 },
    });
    for (let i = 0; i < 400; i++)
      batcher.add({ event: 'portal.view', severity: 'INFO', route: `/step${'x'.repeat(200)}${i}`, attributes: {} });
    batcher.flush('hidden');
    expect(sent.length).toBeGreaterThan(1);
    for (const { body } of sent) expect(new TextEncoder().encode(body).length).toBeLessThan(64 * 1024);
    expectOpenTelemetrys(sent);
    const [vital] = recordsOf(sent);
    expect(vital).toMatchObject({
      event: EVENT_BROWSER_WEB_VITAL,
      [ATTR_BROWSER_WEB_VITAL_NAME]: 'lcp',
      [ATTR_BROWSER_WEB_VITAL_VALUE]: 812.4,
      [ATTR_BROWSER_WEB_VITAL_RATING]: 'good',
      [ATTR_SESSION_ID]: 'session-1',
    });
    expect(recordsOf(sent).filter((r) => r.event === 'portal.view')).toHaveLength(400);
    expect(recordsOf(sent)[1]).toMatchObject({ event: 'rrweb.events', [ATTR_SESSION_ID]: 'session-1' });
  });
});
