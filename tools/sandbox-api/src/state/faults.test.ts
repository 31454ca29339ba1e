import { describe, expect, it } from 'vitest';
import { addFault, takeFault, type Fault } from './faults.ts';

describe('takeFault', () => {
  it('matches path prefixes case-insensitively and counts limited faults down', () => {
    const faults: Fault[] = [];
    addFault(faults, { route: '/api/v1/policy', status: 500, times: 2 });
    expect(takeFault(faults, '/api/v1/Policy/policydetail')?.status).toBe(500);
    expect(takeFault(faults, '/api/v1/Policy/policydetail')?.status).toBe(500);
    expect(takeFault(faults, '/api/v1/Policy/policydetail')).toBeUndefined();
    expect(faults).toEqual([]);
  });

  it("matches only /api routes with '*', and keeps unlimited faults", () => {
    const faults: Fault[] = [];
    addFault(faults, { route: '*', latencyMs: 10 });
    expect(takeFault(faults, '/gateway/card-capture.js')).toBeUndefined();
    expect(takeFault(faults, '/api/v1/Account/customerlogin')?.latencyMs).toBe(10);
    expect(takeFault(faults, '/api/v1/Account/customerlogin')?.latencyMs).toBe(10);
  });
});
