import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportApiCall, reportApiFailure, reportEvent, setReplayWording, setRouteTemplate, startTelemetry } from './telemetry';
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
    await startTelemetry(
      { enabled: false, collectorUrl: '/collect', sessionSampleRate: 1, replaySampleRate: 1 },
      { brand: 'b', release: 'r' },
    );
    reportApiFailure('getPolicyDetail', 500, 'http');
    expect(startEngine).not.toHaveBeenCalled();
  });

  it('on: hands the engine what was reported before it loaded, stamped with the route of the moment', async () => {
    const take = vi.fn();
    startEngine.mockReturnValue({ take, flush: vi.fn(), stop: vi.fn() });
    setRouteTemplate('/policy/:policyNumber');
    reportApiFailure('getPolicyDetail', 500, 'http');
    setRouteTemplate('/');
    await startTelemetry(
      { enabled: true, collectorUrl: '/collect', sessionSampleRate: 1, replaySampleRate: 1 },
      { brand: 'b', release: 'r' },
    );
    reportEvent('after');
    expect(startEngine).toHaveBeenCalledWith(
      expect.objectContaining({ collectorUrl: '/collect' }),
      { brand: 'b', release: 'r' },
      expect.anything(),
    );
    expect(take.mock.calls.map(([item]) => [item.type, item.route])).toEqual([
      ['view', '/policy/:policyNumber'],
      ['api', '/policy/:policyNumber'],
      ['view', '/'],
      ['event', '/'],
    ]);
  });

  it('on: the engine waits for an idle period after the load; a page left first starts it as it goes and sends what waited', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (then: () => void) => idle.push(then));
    const take = vi.fn();
    const flush = vi.fn();
    startEngine.mockReturnValue({ take, flush, stop: vi.fn() });
    setRouteTemplate('/contacts');
    const started = startTelemetry(
      { enabled: true, collectorUrl: '/collect', sessionSampleRate: 1, replaySampleRate: 1 },
      { brand: 'b', release: 'r' },
    );
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(startEngine).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    await started;
    expect(take.mock.calls.map(([item]) => [item.type, item.route])).toEqual([['view', '/contacts']]);
    expect(flush).toHaveBeenCalledWith('pagehide');
    vi.unstubAllGlobals();
  });

  it('on: an error thrown before the engine loaded reaches it; a call cut short by leaving the page is no API failure', async () => {
    const take = vi.fn();
    startEngine.mockReturnValue({ take, flush: vi.fn(), stop: vi.fn() });
    setRouteTemplate('/');
    const started = startTelemetry(
      { enabled: true, collectorUrl: '/collect', sessionSampleRate: 1, replaySampleRate: 1 },
      { brand: 'b', release: 'r' },
    );
    const error = new Error('early');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    await started;
    window.dispatchEvent(new Event('pagehide'));
    reportApiFailure('getDocumentList', 502, 'invalid-response');
    window.dispatchEvent(new Event('pageshow'));
    reportApiFailure('getPolicyDetail', 500, 'http');
    expect(take.mock.calls.map(([item]) => [item.type, item.source ?? item.call])).toEqual([
      ['view', undefined],
      ['error', 'uncaught'],
      ['api', 'getPolicyDetail'],
    ]);
  });

  it("on: the replay reads the wording the shell set last, and its placeholders' values", async () => {
    startEngine.mockReturnValue({ take: vi.fn(), flush: vi.fn(), stop: vi.fn() });
    await startTelemetry(
      { enabled: true, collectorUrl: '/collect', sessionSampleRate: 1, replaySampleRate: 1 },
      { brand: 'b', release: 'r' },
    );
    setReplayWording(() => ['Log in'], { phone: '1300 000 000' });
    const hooks = startEngine.mock.calls[0]?.[2] as { wording: () => unknown; variables: () => unknown };
    expect([hooks.wording(), hooks.variables()]).toEqual([['Log in'], { phone: '1300 000 000' }]);
  });

  it('on: each route change is one view, in order with the calls made on it', async () => {
    const take = vi.fn();
    startEngine.mockReturnValue({ take, flush: vi.fn(), stop: vi.fn() });
    await startTelemetry(
      { enabled: true, collectorUrl: '/collect', sessionSampleRate: 1, replaySampleRate: 1 },
      { brand: 'b', release: 'r' },
    );
    setRouteTemplate('/login');
    setRouteTemplate('/login');
    reportApiCall({ call: 'customerLogin', path: '/api/v1/Account/customerlogin', method: 'POST', status: 200, duration: 12 });
    setRouteTemplate('/');
    expect(take.mock.calls.map(([item]) => [item.type, item.route])).toEqual([
      ['view', '/login'],
      ['call', '/login'],
      ['view', '/'],
    ]);
  });
});
