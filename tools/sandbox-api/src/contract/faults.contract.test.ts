import {
  ApiError,
  completeCollection,
  getCustomerDetail,
  getPolicyDetail,
  getRealtimePayments,
  searchAddress,
  updateCustomerContactDetail,
} from '@portal/core-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from '../testing/harness.ts';

let h: Harness;
let s: Session;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  s = await h.login('au-overdue');
});

const detail = () => getPolicyDetail(s.client, { PolicyNumber: '52000201', ClientPortalLoginId: s.loginId });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => e,
  );

describe('POST /__sandbox/faults', () => {
  it('injects an HTTP status, which the client raises as ApiError with that status', async () => {
    for (const status of [401, 403, 500, 503]) {
      await h.fault({ route: '/api/v1/Policy/policydetail', status, times: 1 });
      const error = await failure(detail());
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ httpStatus: status, kind: 'http' });
    }
    await expect(detail()).resolves.toHaveProperty('PolicySummary');
  });

  it("passes a status fault's customMessage through as the server's CustomMessage", async () => {
    await h.fault({ route: '/api/v1/Policy/policydetail', status: 400, customMessage: 'Please call us', times: 1 });
    await expect(detail()).rejects.toMatchObject({ httpStatus: 400, customMessage: 'Please call us' });
  });

  it('drops the connection: ApiError 503 for ordinary calls', async () => {
    await h.fault({ route: '/api/v1/Policy/policydetail', mode: 'drop', times: 1 });
    await expect(detail()).rejects.toMatchObject({ httpStatus: 503, kind: 'network' });
  });

  it('drops the connection: status 0, not 503, for completecollection and getrealtimepayments', async () => {
    await h.fault({ route: '/api/v1/PayNow/', mode: 'drop', times: 2 });
    await expect(getRealtimePayments(s.client, { clientPolicyNumber: '52000201', ClientPortalLoginId: s.loginId })).rejects.toMatchObject({
      httpStatus: 0,
      kind: 'network',
    });
    await expect(
      completeCollection(s.client, {
        ClientPortalLoginId: s.loginId,
        ClientPolicyNumber: '52000201',
        TransactionIdentifier: 'T',
        Payments: [],
      }),
    ).rejects.toMatchObject({ httpStatus: 0, kind: 'network' });
  });

  it('answers a malformed 200 body: ApiError 502 invalid-response', async () => {
    await h.fault({ route: '/api/v1/Customer/getcustomerdetail', mode: 'malformed', times: 1 });
    await expect(getCustomerDetail(s.client, { ClientPortalLoginId: s.loginId })).rejects.toMatchObject({
      httpStatus: 502,
      kind: 'invalid-response',
    });
  });

  it('adds latency alone and still answers', async () => {
    await h.fault({ route: '/api/v1/Policy/policydetail', latencyMs: 120, times: 1 });
    const started = performance.now();
    await expect(detail()).resolves.toHaveProperty('PolicySummary');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it("matches every API route with '*' until the faults are deleted", async () => {
    await h.fault({ route: '*', status: 500 });
    await expect(detail()).rejects.toMatchObject({ httpStatus: 500 });
    await expect(searchAddress(s.client, { address: 'Banksia Street' })).rejects.toMatchObject({ httpStatus: 500 });
    expect((await h.control('GET', '/__sandbox/otp/none')).status).toBe(404); // control routes are never faulted
    expect((await h.clearFaults()).status).toBe(204);
    await expect(detail()).resolves.toHaveProperty('PolicySummary');
  });

  it('rejects a fault with nothing to do (400)', async () => {
    expect((await h.fault({ route: '/api' })).status).toBe(400);
    expect((await h.fault({ route: '/api', mode: 'explode' })).status).toBe(400);
  });
});

describe('POST /__sandbox/reset', () => {
  it('puts state and faults back to the seed', async () => {
    const customer = await getCustomerDetail(s.client, { ClientPortalLoginId: s.loginId });
    await updateCustomerContactDetail(s.client, {
      ClientPortalLoginId: s.loginId,
      ContactDetails: {
        ClientId: customer.ClientId,
        Email: 'new@example.com',
        HomePhone: null,
        MobilePhone: '0400000000',
        ResidentialAddress: customer.ResidentialAddress!,
        PostalAddress: customer.PostalAddress!,
        CustomPostaladdress: false,
        Errors: null,
      },
    });
    await h.fault({ route: '*', status: 500 });
    await h.reset();
    const again = await h.login('au-overdue');
    expect((await getCustomerDetail(again.client, { ClientPortalLoginId: again.loginId })).Email).toBe('liam.nguyen@example.com');
    await expect(getCustomerDetail(s.client, { ClientPortalLoginId: s.loginId })).rejects.toMatchObject({ httpStatus: 401 });
  });
});
