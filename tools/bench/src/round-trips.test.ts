import { describe, expect, it } from 'vitest';
import { roundTrips, type ApiCall } from './round-trips';

const call = (path: string, start: number, end: number): ApiCall => ({ path, start, end });

describe('API round trips before a screen is ready', () => {
  it('counts nothing for no call, and one for calls issued side by side', () => {
    expect(roundTrips([])).toBe(0);
    expect(roundTrips([call('/a', 0, 200), call('/b', 2, 210), call('/c', 5, 190)])).toBe(1);
  });

  it('counts a call issued after another answered as one more trip, whatever order they were recorded in', () => {
    const customer = call('/getcustomerdetail', 0, 200);
    const details = [call('/getpolicydetail/1', 201, 400), call('/getpolicydetail/2', 201, 420)];
    const realtime = call('/realtime/1', 401, 600);
    expect(roundTrips([realtime, ...details, customer])).toBe(3);
    // The page's clock is coarsened: a call issued within a millisecond of an answer is taken as following it.
    expect(roundTrips([call('/a', 0, 200), call('/b', 199.5, 300)])).toBe(2);
    expect(roundTrips([call('/a', 0, 200), call('/b', 198.5, 300)])).toBe(1);
  });

  it('counts the longest chain, not the number of calls, and no trip for a call issued before the other answered', () => {
    const calls = [
      call('/customer', 0, 200),
      call('/features', 0, 100),
      call('/overlapping', 150, 390), // issued after /features answered, before /customer did
      call('/policy', 210, 400),
      call('/policy-2', 220, 410),
    ];
    expect(roundTrips(calls)).toBe(2);
    expect(roundTrips([...calls, call('/payments', 401, 500)])).toBe(3);
  });

  it('takes a call not answered (its end unknown, as a page gives it: null) as following the others, never preceding them', () => {
    const unanswered = { path: '/documentlist', start: 300, end: null as unknown as number };
    expect(roundTrips([call('/customer', 0, 200), call('/policy', 210, 400), unanswered])).toBe(2);
  });
});
