import { apiPaths } from '@portal/core-api';
import { describe, expect, it } from 'vitest';
import { setupSandboxServer } from './msw-server.ts';

const sandbox = setupSandboxServer();
const resend = () =>
  fetch(`http://portal.test${apiPaths.resendOtp}`, {
    method: 'POST',
    headers: { CountryId: '13', 'Request-Source': 'CustomerPortalWeb', 'Content-Type': 'application/json' },
    body: JSON.stringify({ CustomerPortalLoginId: 'nobody' }),
  });

describe('setupSandboxServer().fault', () => {
  it('adds a fault to the current sandbox, which the next call meets, and answers it with its id', async () => {
    const added = await sandbox.fault({ route: apiPaths.resendOtp, mode: 'answer', status: 202, body: 'queued', times: 1 });
    expect(added).toMatchObject({ id: expect.any(Number), route: apiPaths.resendOtp, status: 202 });
    const answer = await resend();
    expect([answer.status, await answer.text()]).toEqual([202, 'queued']);
    expect((await resend()).status).not.toBe(202);
  });

  it('rejects a fault the endpoint refuses, saying why', async () => {
    await expect(sandbox.fault({ route: '/api', mode: 'reshape' })).rejects.toThrow(/refused the fault: .*reshape/);
  });
});
