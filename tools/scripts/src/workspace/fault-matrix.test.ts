import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as api from '@portal/core-api';
import { CALL_IDS, CALLS, FAULTS, raisedBy, SCREEN_SUITES, type CallId, type Fault } from '@portal/testing/fault-matrix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from '@portal/sandbox-api/testing';
import { renderFaultMatrix } from './fault-matrix-doc';

const ROOT = resolve(import.meta.dirname, '../../../..');
const MATRIX_FILE = resolve(ROOT, 'docs/fault-matrix.md');
/** The time-out of the client used for the time-out cells; the fault's latency outlasts it well. */
const TIMEOUT_MS = 250;

let h: Harness;
let s: Session;
let client: api.ApiClient;
let quickClient: api.ApiClient;
beforeAll(async () => {
  h = await startHarness();
  s = await h.login('au-family');
  const options = { baseUrl: h.url, countryId: s.countryId, requestSource: api.DEFAULT_REQUEST_SOURCE, getToken: () => s.token };
  quickClient = api.createApiClient({ ...options, timeoutMs: TIMEOUT_MS });
  client = s.client;
});
afterAll(() => h.close());

const id = () => s.loginId;
const address = { AddressLine1: '1 Test St', AddressLine2: null, Suburb: 'Sydney', State: 'NSW', Postcode: '2000' } as never;
/** One invocation per call; the fault answers before any handler, so the parameters need only be well-typed. */
const invoke: Record<CallId, () => Promise<unknown>> = {
  customerLogin: () =>
    api.customerLogin(client, api.toCustomerLoginRequest({ brandId: 1, dob: '1980-04-12', emailAddress: 'x@example.com' })),
  validateOtp: () => api.validateOtp(client, { securitycode: '123456', customerportalloginid: id() }),
  resendOtp: () => api.resendOtp(client, { CustomerPortalLoginId: id() }),
  verifyBotCheck: () => api.verifyBotCheck(client, { captchaHost: `${h.url}/bot-check`, token: 't', sitekey: 'k' }),
  logout: () => api.logout(client),
  refreshToken: () => api.refreshToken(client),
  getCustomerDetail: () => api.getCustomerDetail(client, { ClientPortalLoginId: id() }),
  getFeatures: () => api.getFeatures(client, { clientPortalLoginId: id() }),
  suppressFeature: () => api.suppressFeature(client, { FeatureId: 1, clientPortalLoginId: id() }),
  markFeatureUsed: () => api.markFeatureUsed(client, { FeatureId: 1, clientPortalLoginId: id() }),
  getPolicyDetail: () => api.getPolicyDetail(client, { PolicyNumber: '51000101', ClientPortalLoginId: id() }),
  getRealtimePayments: () => api.getRealtimePayments(client, { clientPolicyNumber: '51000101', ClientPortalLoginId: id() }),
  getMissedRegularCollections: () => api.getMissedRegularCollections(client, { clientPolicyNumber: '51000101', clientPortalLoginId: id() }),
  getOutstandingPaymentOverrides: () =>
    api.getOutstandingPaymentOverrides(client, { clientPolicyNumber: '51000101', clientPortalLoginId: id() }),
  getDocumentList: () =>
    api.getDocumentList(client, {
      PolicyNumber: '51000101',
      BrandId: 1,
      ClientPortalLoginId: id(),
      ProductCode: 'L',
      SaleCompletedDate: '',
    }),
  getDocumentStream: () => api.getDocumentStream(client, { DocumentId: 'a b', QuadientHeaders: null }),
  getPaymentControl: () => api.getPaymentControl(client, { clientPolicyNumber: '51000101', ClientPortalLoginId: id() }),
  completeCollection: () =>
    api.completeCollection(client, { ClientPortalLoginId: id(), ClientPolicyNumber: '51000101', TransactionIdentifier: 'T', Payments: [] }),
  validateAndGetTokens: () =>
    api.validateAndGetTokens(client, {
      policyNumber: '51000101',
      firstName: 'A',
      surName: 'B',
      dob: '1980-04-12',
      ClientPortalLoginId: id(),
    }),
  processAfterRedirect: () => api.processAfterRedirect(client, { ClientPortalLoginId: id(), QueryStrings: { token: 't' } }),
  searchAddress: () => api.searchAddress(client, { address: '1 Test' }),
  formatAddress: () => api.formatAddress(client, { address: '1 Test St', isResidential: true, matchPostalAddress: false }),
  searchPostcode: () => api.searchPostcode(client, { postcode: '2000' }),
  updateCustomerContactDetail: () =>
    api.updateCustomerContactDetail(client, {
      ClientPortalLoginId: id(),
      ContactDetails: {
        ClientId: 1,
        Email: null,
        HomePhone: null,
        MobilePhone: null,
        ResidentialAddress: address,
        PostalAddress: address,
        CustomPostaladdress: false,
        Errors: null,
      },
    }),
};

const faultFor = (fault: Fault): Record<string, unknown> => {
  if (fault === 'network') return { mode: 'drop' };
  if (fault === 'timeout') return { latencyMs: TIMEOUT_MS * 8 };
  if (fault === 'malformed') return { mode: 'malformed' };
  return { status: Number(fault) };
};

// What the client raises, cell by cell; what the customer then sees is the DOM suites' (SCREEN_SUITES).
describe('the fault matrix, cell by cell against the sandbox: what the client raises', () => {
  for (const call of CALL_IDS) {
    it(`${call}: every fault raises (or resolves) as the matrix says`, async () => {
      const seen: string[] = [];
      for (const fault of FAULTS) {
        const route = CALLS[call].path === api.apiPaths.botCheckVerify ? `/bot-check${CALLS[call].path}` : CALLS[call].path;
        expect((await h.fault({ route, times: 1, ...faultFor(fault) })).status).toBe(201);
        // The time-out cell runs on a client with a short time-out (the real one is 30 s); the rest on the session's.
        client = fault === 'timeout' ? quickClient : s.client;
        const result = await invoke[call]().then(
          () => 'resolves' as const,
          (error: unknown) => error,
        );
        await h.clearFaults();
        const expected = raisedBy(call, fault);
        if (expected === 'resolves') expect(result, `${call} × ${fault}`).toBe('resolves');
        else {
          expect(result, `${call} × ${fault}`).toBeInstanceOf(api.ApiError);
          expect(result, `${call} × ${fault}`).toMatchObject(expected);
        }
        seen.push(fault);
      }
      expect(seen).toEqual([...FAULTS]);
    });
  }

  it('every screen suite exists and renders the calls of its library', () => {
    for (const [feature, file] of Object.entries(SCREEN_SUITES)) {
      expect(existsSync(resolve(ROOT, file)), file).toBe(true);
      expect(readFileSync(resolve(ROOT, file), 'utf8'), file).toContain(`describeCells('${feature}',`);
    }
  });

  it('docs/fault-matrix.md is the matrix rendered (UPDATE_FAULT_MATRIX=1 rewrites it)', () => {
    const rendered = renderFaultMatrix();
    if (process.env['UPDATE_FAULT_MATRIX'] === '1') writeFileSync(MATRIX_FILE, rendered);
    expect(readFileSync(MATRIX_FILE, 'utf8')).toBe(rendered);
    // One row per call, one cell per fault.
    expect(rendered.split('\n').filter((line) => line.startsWith('| `/api'))).toHaveLength(CALL_IDS.length);
  });
});
