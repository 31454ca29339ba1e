import { describe, expect, it } from 'vitest';
import { collectOtlp, type TelemetryLog } from './telemetry.ts';

const value = (v: string | number) => (typeof v === 'string' ? { stringValue: v } : { intValue: v });
const record = (eventName: string, attributes: Record<string, string | number>, body?: string) => ({
  eventName,
  body: body === undefined ? {} : { stringValue: body },
  attributes: Object.entries({ 'session.id': 's1', 'app.screen.name': '/policy/:policyNumber', ...attributes }).map(([key, v]) => ({
    key,
    value: value(v),
  })),
});

describe("the sandbox's collector: OTLP/HTTP JSON logs", () => {
  it('keeps errors, failures, CSP, events and vitals as the reports the end-to-end suite reads, the stream beside them', () => {
    const log: TelemetryLog = { reports: [], counts: {}, stream: [] };
    const body = {
      resourceLogs: [
        {
          resource: {
            attributes: [
              { key: 'service.namespace', value: { stringValue: 'kowhai' } },
              { key: 'service.version', value: { stringValue: '1.0+abc' } },
              { key: 'service.instance.id', value: { stringValue: 'p1' } },
            ],
          },
          scopeLogs: [
            {
              logRecords: [
                record('portal.view', {}),
                record('exception', {
                  'exception.type': 'Error',
                  'exception.message': 'boom',
                  'portal.error.source': 'uncaught',
                  'portal.count': 3,
                }),
                record('portal.api_failure', {
                  'portal.api.call': 'getPolicyDetail',
                  'http.response.status_code': 500,
                  'error.type': 'http',
                  'portal.count': 1,
                }),
                record('browser.web_vital', {
                  'browser.web_vital.name': 'lcp',
                  'browser.web_vital.value': 812,
                  'browser.web_vital.rating': 'good',
                }),
                record('rrweb.events', { 'portal.replay.sequence': 0 }, '[]'),
              ],
            },
          ],
        },
      ],
    };
    expect(collectOtlp(log, body)).toBe(true);
    expect(log.reports).toEqual([
      expect.objectContaining({
        type: 'error',
        source: 'uncaught',
        name: 'Error',
        message: 'boom',
        count: 3,
        route: '/policy/:policyNumber',
        brand: 'kowhai',
        release: '1.0+abc',
        page: 'p1',
      }),
      expect.objectContaining({ type: 'api', call: 'getPolicyDetail', status: 500, kind: 'http', count: 1 }),
      expect.objectContaining({ type: 'vital', name: 'LCP', value: 812, rating: 'good', count: 1 }),
    ]);
    expect(log.stream.map((r) => r.type)).toEqual(['portal.view', 'rrweb.events']);
    expect(collectOtlp(log, { v: 1, reports: [] })).toBe(false);
  });
});
