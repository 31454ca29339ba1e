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

  it("counts by dependency: a policy's call follows only calls about it or about no policy, whatever answered first", () => {
    const customer = call('/getcustomerdetail', 0, 200);
    const details = [1, 2, 3].map((n) => ({ ...call('/policydetail', 201, 300 + n * 100), policy: String(n) }));
    // Policy 3's check goes out after policies 1's and 2's checks answered: still the third trip, not the fifth.
    const checks = [
      { ...call('/realtime', 401, 450), policy: '1' },
      { ...call('/realtime', 501, 550), policy: '2' },
      { ...call('/realtime', 601, 650), policy: '3' },
    ];
    expect(roundTrips([customer, ...details, ...checks])).toBe(3);
    // Counted by time alone (no policy known), each check would follow the one before it.
    expect(roundTrips([customer, ...details, ...checks].map(({ policy: _, ...c }) => c))).toBe(5);
  });
});
