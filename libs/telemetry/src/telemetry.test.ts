import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportApiFailure, reportEvent, setRouteTemplate, startTelemetry } from './telemetry';
import { resetTelemetryForTests } from './testing';

const startEngine = vi.fn();
vi.mock('./engine/engine', () => ({ startEngine: (...args: unknown[]) => startEngine(...args) }));

afterEach(() => {
  resetTelemetryForTests();
  startEngine.mockReset();
});

describe('startTelemetry', () => {
  it('off: loads no engine and drops every report', async () => {
    reportEvent('before');
    await startTelemetry(undefined, { brand: 'b', release: 'r' });
    await startTelemetry({ enabled: false, collectorUrl: '/collect', vitalsSampleRate: 1 }, { brand: 'b', release: 'r' });
    reportApiFailure('getPolicyDetail', 500, 'http');
    expect(startEngine).not.toHaveBeenCalled();
  });

  it('on: hands the engine what was reported before it loaded, stamped with the route of the moment', async () => {
    const take = vi.fn();
    startEngine.mockReturnValue({ take, flush: vi.fn(), stop: vi.fn() });
    setRouteTemplate('/policy/:policyNumber');
    reportApiFailure('getPolicyDetail', 500, 'http');
    setRouteTemplate('/');
    await startTelemetry({ enabled: true, collectorUrl: '/collect', vitalsSampleRate: 1 }, { brand: 'b', release: 'r' });
    reportEvent('after');
    expect(startEngine).toHaveBeenCalledWith(
      expect.objectContaining({ collectorUrl: '/collect' }),
      { brand: 'b', release: 'r' },
      expect.anything(),
    );
    expect(take.mock.calls.map(([item]) => [item.type, item.route])).toEqual([
      ['api', '/policy/:policyNumber'],
      ['event', '/'],
    ]);
  });

  it('on: an error thrown before the engine loaded reaches it; a call cut short by leaving the page is no API failure', async () => {
    const take = vi.fn();
    startEngine.mockReturnValue({ take, flush: vi.fn(), stop: vi.fn() });
    setRouteTemplate('/');
    const started = startTelemetry({ enabled: true, collectorUrl: '/collect', vitalsSampleRate: 1 }, { brand: 'b', release: 'r' });
    const error = new Error('early');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    await started;
    window.dispatchEvent(new Event('pagehide'));
    reportApiFailure('getDocumentList', 502, 'invalid-response');
    window.dispatchEvent(new Event('pageshow'));
    reportApiFailure('getPolicyDetail', 500, 'http');
    expect(take.mock.calls.map(([item]) => [item.type, item.source ?? item.call])).toEqual([
      ['error', 'uncaught'],
      ['api', 'getPolicyDetail'],
    ]);
  });
});
