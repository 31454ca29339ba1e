import { describe, expect, it } from 'vitest';
import { millisecondsLeft } from './session-timing';

describe('millisecondsLeft', () => {
  it('counts down to the token’s expiry, below zero once it has passed', () => {
    const expiresAt = '2026-11-25T10:00:00.000Z';
    expect(millisecondsLeft(expiresAt, Date.parse(expiresAt) - 90_000)).toBe(90_000);
    expect(millisecondsLeft(expiresAt, Date.parse(expiresAt) + 1_000)).toBe(-1_000);
  });
});
