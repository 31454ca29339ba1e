import type { Page } from 'puppeteer-core';
import { DEFAULT_REQUEST_SOURCE, apiPaths, createApiClient, customerLogin, toCustomerLoginRequest } from '@portal/core-api';
import { findPersona, sandboxCode } from '@portal/sandbox-api';

/** The floor's timings, in ms from the code's call: the policy list drawn, and every detail and check answered and drawn. */
export type FloorTimes = { listMs: number; settledMs: number };

/** What the page needs to make the dashboard's calls: a login waiting for its code, and the calls' settings. */
type FloorInput = {
  loginId: string;
  code: string;
  countryId: number;
  requestSource: string;
  extendedDishonour: boolean;
  paths: typeof apiPaths;
};

/**
 * The network floor of the dashboard (issue 37): a login is made from Node (customerlogin, the code the sandbox sent),
 * then a page of the portal's origin without React or any of our scripts (the site's static 503 page) makes the calls
 * the dashboard needs, each as soon as it can go: the code (validateotp), the customer detail, every policy's detail at
 * once, and each active policy's payments check as its detail arrives (and, in extended dishonour, its two lists). Each
 * answer is read and drawn as plain text. Nothing the portal does can be faster over the same network and CPU.
 */
export async function measureFloor(page: Page, origin: string, sandboxUrl: string, personaId: string, extendedDishonour: boolean) {
  const persona = findPersona(personaId);
  if (!persona) throw new Error(`no persona ${personaId}`);
  const client = createApiClient({
    baseUrl: sandboxUrl,
    countryId: persona.countryId,
    requestSource: DEFAULT_REQUEST_SOURCE,
    getToken: () => null,
  });
  const loginId = await customerLogin(
    client,
    toCustomerLoginRequest({ brandId: persona.brandId, dob: persona.dob, mobileNumber: persona.mobile }),
  );
  const code = await sandboxCode(loginId, { sandboxUrl });
  await page.goto(`${origin}/503.html`, { waitUntil: 'load' });
  const input: FloorInput = {
    loginId,
    code,
    countryId: persona.countryId,
    requestSource: DEFAULT_REQUEST_SOURCE,
    extendedDishonour,
    paths: apiPaths,
  };
  return page.evaluate(dashboardFloor, input);
}

/** Runs in the page (serialised): the dashboard's calls, each as soon as it can go; resolves with the timings. */
async function dashboardFloor({ loginId, code, countryId, requestSource, extendedDishonour, paths }: FloorInput): Promise<FloorTimes> {
  const frame = () => new Promise<number>((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)));
  const headers: Record<string, string> = { Accept: 'application/json', CountryId: String(countryId), 'Request-Source': requestSource };
  const call = async (path: string, init: { body?: unknown; query?: Record<string, string> }) => {
    const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
    const response = await fetch(`${path}${query}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: init.body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    // The payments check's own answers (204 none, 467 none, 469 in flight, 473 pending) are answers like an OK.
    if (!response.ok && ![467, 469, 473].includes(response.status)) throw new Error(`${path}: HTTP ${response.status}`);
    return response.status === 200 ? ((await response.json()) as Record<string, unknown>) : {};
  };
  document.body.replaceChildren();
  const start = performance.now();
  const session = (await call(paths.validateOtp, { body: { securitycode: code, customerportalloginid: loginId } })) as {
    SecurityToken: string;
  };
  headers['Authorization'] = `Bearer ${session.SecurityToken}`;
  const customer = (await call(paths.getCustomerDetail, {
    body: { SecurityToken: session.SecurityToken, ClientPortalLoginId: loginId },
  })) as { Policies: { PolicyNumber: string; Product: string }[] };
  const list = document.createElement('ul');
  const items = customer.Policies.map((policy) => {
    const item = document.createElement('li');
    item.textContent = `${policy.Product} ${policy.PolicyNumber}`;
    return item;
  });
  list.append(...items);
  document.body.append(list);
  const listAt = await frame();
  await Promise.all(
    customer.Policies.map(async (policy, i) => {
      const detail = (await call(paths.getPolicyDetail, { body: { PolicyNumber: policy.PolicyNumber, ClientPortalLoginId: loginId } })) as {
        PolicyStatus: { PolicyStatusId: number };
        PolicySummary: { ExtendedDishonourPeriodStatusId?: number | null };
      };
      items[i]!.append(` ${detail.PolicyStatus.PolicyStatusId}`);
      if (detail.PolicyStatus.PolicyStatusId >= 50) return;
      const ids = { clientPolicyNumber: policy.PolicyNumber, clientPortalLoginId: loginId };
      const status = detail.PolicySummary.ExtendedDishonourPeriodStatusId;
      const checks = [
        call(paths.getRealtimePayments, { query: { clientPolicyNumber: policy.PolicyNumber, ClientPortalLoginId: loginId } }),
      ];
      if (extendedDishonour && (status === 1 || status === 2)) {
        checks.push(
          call(paths.getMissedRegularCollections, { query: { ...ids, calculationStartDate: '', calculationEndDate: '' } }),
          call(paths.getOutstandingPaymentOverrides, { query: ids }),
        );
      }
      const answers = await Promise.all(checks);
      items[i]!.append(` ${JSON.stringify(answers).length}`);
    }),
  );
  const settledAt = await frame();
  return { listMs: listAt - start, settledMs: settledAt - start };
}
