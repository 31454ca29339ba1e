import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api/contract';
import { createSandboxApp } from '../app.ts';
import { findPersona } from '../fixtures/personas.ts';
import { sandboxCode, signInToSandbox } from './sign-in.ts';

const inProcess = () => {
  const app = createSandboxApp({ log: () => undefined });
  const calls: string[] = [];
  const fetch = (input: string, init: RequestInit) => {
    calls.push(`${init.method ?? 'GET'} ${input}`);
    return Promise.resolve(app.request(input, init));
  };
  return { app, calls, fetch };
};

describe('signInToSandbox (the one sign-in of tests and tools)', () => {
  it("makes section 7's calls with the code the sandbox sent and gives a token the sandbox accepts", async () => {
    const { app, calls, fetch } = inProcess();
    const session = await signInToSandbox('au-family', { fetch });
    expect(calls).toEqual([
      `POST ${apiPaths.customerLogin}`,
      `GET /__sandbox/otp/${session.customerLoginId}`,
      `POST ${apiPaths.validateOtp}`,
    ]);
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    const persona = findPersona('au-family');
    const accepted = await app.request(apiPaths.refreshToken, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}`, CountryId: String(persona?.countryId), 'Request-Source': 'CustomerPortalWeb' },
    });
    expect(accepted.status).toBe(200);
    // The code was used up by validateotp.
    await expect(sandboxCode(session.customerLoginId, { fetch })).rejects.toThrow(/no code/);
  });

  it('logs in by mobile number when asked', async () => {
    const { fetch } = inProcess();
    let body = '';
    const spy = async (input: string, init: RequestInit) => {
      if (input === apiPaths.customerLogin) body = String(init.body);
      return fetch(input, init);
    };
    await signInToSandbox('au-family', { fetch: spy, via: 'mobile' });
    expect(JSON.parse(body)).toMatchObject({ EmailId: '', PhoneNumber: expect.stringMatching(/^\d+$/) });
  });

  it('refuses a persona the sandbox does not have', async () => {
    await expect(signInToSandbox('nobody', inProcess())).rejects.toThrow('Unknown persona nobody');
  });
});
