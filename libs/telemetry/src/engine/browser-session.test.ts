import { afterEach, describe, expect, it } from 'vitest';
import { browserSession, SESSION_KEY } from './browser-session';

const settings = { enabled: true, collectorUrl: '/c', sessionSampleRate: 1, replaySampleRate: 1 };
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the browser session', () => {
  it("is a random id kept in the tab's sessionStorage only, the same for every page load of the tab", () => {
    const first = browserSession(settings);
    expect(first).toMatchObject({ sampled: true, replay: true, started: true });
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({ id: first.id });
    expect(localStorage.length).toBe(0);
    expect(browserSession(settings)).toEqual({ ...first, started: false });
    sessionStorage.clear();
    expect(browserSession(settings).id).not.toBe(first.id);
  });

  it('is drawn once against the sample rates: sessions, then replays among the sampled', () => {
    const draws = (values: number[]) => () => values.shift() ?? 0;
    expect(browserSession({ ...settings, sessionSampleRate: 0.5 }, draws([0.7]))).toMatchObject({ sampled: false, replay: false });
    expect(browserSession({ ...settings, sessionSampleRate: 0.5 }, draws([0.1]))).toMatchObject({ sampled: false, replay: false });
    sessionStorage.clear();
    expect(browserSession({ ...settings, replaySampleRate: 0.2 }, draws([0.1, 0.5]))).toMatchObject({ sampled: true, replay: false });
  });
});
