import { describe, expect, it, vi } from 'vitest';

// Loaded inside each test rather than imported at the top: the constants (and the function itself) are made when the
// module loads, and `npm run mutation` (ignoreStatic) only tests a change to such code when a test loads the module.
async function loadSessionTiming() {
  vi.resetModules();
  return import('./session-timing');
}

const TOKEN_LIFETIME_MS = 20 * 60_000;
const THROTTLED_TIMER_DELAY_MS = 60_000;

describe('session timing', () => {
  it('opens the expiry warning two minutes before the token expires (WCAG 2.2.1 asks for at least 20 seconds)', async () => {
    const { EXPIRY_WARNING_MS } = await loadSessionTiming();
    expect(EXPIRY_WARNING_MS).toBe(2 * 60_000);
  });

  it('refreshes an active customer every 5 minutes, twice before the warning even in a throttled background tab', async () => {
    const { KEEP_ALIVE_INTERVAL_MS, EXPIRY_WARNING_MS } = await loadSessionTiming();
    expect(KEEP_ALIVE_INTERVAL_MS).toBe(5 * 60_000);
    // A refresh that fails is tried again at the next tick, which a background tab may run a minute late.
    expect(2 * KEEP_ALIVE_INTERVAL_MS + THROTTLED_TIMER_DELAY_MS).toBeLessThan(TOKEN_LIFETIME_MS - EXPIRY_WARNING_MS);
  });
});

describe('millisecondsLeft', () => {
  it('counts down to the token’s expiry, below zero once it has passed', async () => {
    const { millisecondsLeft } = await loadSessionTiming();
    const expiresAt = '2026-11-25T10:00:00.000Z';
    expect(millisecondsLeft(expiresAt, Date.parse(expiresAt) - 90_000)).toBe(90_000);
    expect(millisecondsLeft(expiresAt, Date.parse(expiresAt) + 1_000)).toBe(-1_000);
  });
});
