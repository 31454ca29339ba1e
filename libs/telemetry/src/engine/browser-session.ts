import type { TelemetrySettings } from '../types';

/** sessionStorage's key: the tab's session only (gone when the tab closes), never localStorage or a cookie. */
export const SESSION_KEY = 'portal.telemetry.session';

/** This browser session: a random id (never the login id) and whether its stream and its replay are sampled. */
export type BrowserSession = { id: string; sampled: boolean; replay: boolean; started: boolean };

export const randomId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;

/** The tab's session, or a new one (`started`), drawn once against the sample rates and kept for the tab's life. */
export function browserSession(settings: TelemetrySettings, random: () => number = Math.random): BrowserSession {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as Partial<BrowserSession> | null;
    if (saved && typeof saved.id === 'string' && /^[\w-]{8,64}$/.test(saved.id))
      return { id: saved.id, sampled: saved.sampled === true, replay: saved.replay === true, started: false };
  } catch {
    // Storage refused or spoilt: a new session.
  }
  const sampled = random() < settings.sessionSampleRate;
  const session = { id: randomId(), sampled, replay: sampled && random() < settings.replaySampleRate };
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // Without storage each page load is its own session.
  }
  return { ...session, started: true };
}
