import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../testing/fake-fetch.ts';
import { processAfterRedirect } from './process-after-redirect.ts';

describe('processAfterRedirect', () => {
  const params = { ClientPortalLoginId: 'L', QueryStrings: { setup_intent: 'seti_1', redirect_status: 'succeeded' } };

  it('posts the return parameters with the fixed loopback client IP and returns IsSuccess as it came', async () => {
    const { client, calls } = fakeClient(() => json({ IsSuccess: false, SuccessMessage: null }));
    expect(await processAfterRedirect(client, params)).toEqual({ IsSuccess: false, SuccessMessage: null });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/updatepaymentdetails/ProcessAfterRedirect',
      body: { ...params, ClientIPAddress: '127.0.0.1' },
    });
  });

  it('refuses an answer without IsSuccess', async () => {
    await expect(processAfterRedirect(fakeClient(() => json({ SuccessMessage: 'ok' })).client, params)).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});
