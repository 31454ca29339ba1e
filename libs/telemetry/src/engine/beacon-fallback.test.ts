import { afterEach, describe, expect, it, vi } from 'vitest';
import { beacon } from './batcher';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stubFetch = () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('beacon: sendBeacon, else fetch with keepalive', () => {
  it('without navigator.sendBeacon: one fetch, keepalive, no credentials, the body as given', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    const fetchMock = stubFetch();
    beacon('https://collector.example/portal', '{"v":1}');
    expect(fetchMock).toHaveBeenCalledWith('https://collector.example/portal', {
      method: 'POST',
      body: '{"v":1}',
      keepalive: true,
      credentials: 'omit',
    });
  });

  it('with it: the beacon alone when queued, fetch when the browser refuses to queue it', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const fetchMock = stubFetch();
    beacon('https://collector.example/portal', 'a');
    expect(sendBeacon).toHaveBeenCalledWith('https://collector.example/portal', 'a');
    expect(fetchMock).not.toHaveBeenCalled();
    sendBeacon.mockReturnValue(false);
    beacon('https://collector.example/portal', 'b');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a collector that cannot be reached costs nothing: the failed fetch is swallowed', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(() => beacon('https://collector.example/portal', 'c')).not.toThrow();
    await new Promise((done) => setTimeout(done, 0));
  });
});
