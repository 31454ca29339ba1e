import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@portal/core-api';
import { CALLS, CALL_IDS } from '@portal/testing/fault-matrix';
import { callNameOf, reportTimedCalls } from './report-call-failure';

const reportApiCall = vi.fn();

describe('callNameOf', () => {
  it('names every call of the fault matrix by its matrix name', () => {
    for (const id of CALL_IDS) expect(callNameOf(CALLS[id].path)).toBe(id);
    expect(callNameOf(`/bot-check${CALLS.verifyBotCheck.path}`)).toBe('verifyBotCheck');
  });

  it('never passes on a path it does not know', () => {
    expect(callNameOf('/api/v1/Policy/12345678')).toBe('other');
  });
});

describe('reportTimedCalls', () => {
  const client = (send: ApiClient['send']): ApiClient => ({ baseUrl: '', getToken: () => null, send });

  it('reports every call as it ends: call name, path without its query, method, status and duration', async () => {
    reportApiCall.mockClear();
    const timed = reportTimedCalls(
      client(() => Promise.resolve(new Response(null, { status: 404 }))),
      reportApiCall,
    );
    await timed.send({ method: 'GET', path: CALLS.getPolicyDetail.path, query: { policyNumber: '10049321' } });
    expect(reportApiCall).toHaveBeenCalledWith({
      call: 'getPolicyDetail',
      path: CALLS.getPolicyDetail.path,
      method: 'GET',
      status: 404,
      duration: expect.any(Number),
    });
    expect(JSON.stringify(reportApiCall.mock.calls)).not.toContain('10049321');
  });

  it("reports a network failure by its ApiError's status, and no aborted call", async () => {
    reportApiCall.mockClear();
    const failure = new ApiError({ httpStatus: 503, kind: 'network', message: 'down', endpoint: CALLS.getDocumentList.path });
    await expect(
      reportTimedCalls(
        client(() => Promise.reject(failure)),
        reportApiCall,
      ).send({ method: 'POST', path: CALLS.getDocumentList.path }),
    ).rejects.toBe(failure);
    const abort = new DOMException('aborted', 'AbortError');
    await expect(
      reportTimedCalls(
        client(() => Promise.reject(abort)),
        reportApiCall,
      ).send({ method: 'GET', path: CALLS.getPolicyDetail.path }),
    ).rejects.toBe(abort);
    expect(reportApiCall.mock.calls).toEqual([
      [expect.objectContaining({ call: 'getDocumentList', path: CALLS.getDocumentList.path, method: 'POST', status: 503 })],
    ]);
  });
});
