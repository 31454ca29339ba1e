import { describe, expect, it } from 'vitest';
import { CALLS, CALL_IDS } from '@portal/testing/fault-matrix';
import { callNameOf } from './report-call-failure';

describe('callNameOf', () => {
  it('names every call of the fault matrix by its matrix name', () => {
    for (const id of CALL_IDS) expect(callNameOf(CALLS[id].path)).toBe(id);
    expect(callNameOf(`/bot-check${CALLS.verifyBotCheck.path}`)).toBe('verifyBotCheck');
  });

  it('never passes on a path it does not know', () => {
    expect(callNameOf('/api/v1/Policy/12345678')).toBe('other');
  });
});
