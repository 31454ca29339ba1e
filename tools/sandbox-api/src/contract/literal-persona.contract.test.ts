import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, contractDocument } from '@portal/core-api/contract';
import { startHarness, type Harness, type Session } from '../testing/harness.ts';

// A literal persona answers only what sections 3 and 7 name: no field the contract marks x-spec-hidden (ours), and
// no field the contract does not name at all, in any answer of the customer's journey.
type Schema = {
  $ref?: string;
  properties?: Record<string, Schema & { 'x-spec-hidden'?: boolean }>;
  items?: Schema;
  anyOf?: Schema[];
};
const schemas = (contractDocument as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;
/** A schema with its references followed and its alternatives (a nullable object, say) taken together. */
const resolve = (s: Schema): Schema => {
  if (s.$ref) return resolve(schemas[s.$ref.slice(s.$ref.lastIndexOf('/') + 1)]!);
  if (!s.anyOf) return s;
  const options = s.anyOf.map(resolve);
  return {
    properties: Object.assign({}, ...options.map((o) => o.properties ?? {})) as Schema['properties'],
    items: options.find((o) => o.items)?.items,
  };
};

/** The fields of `value` that are ours: marked x-spec-hidden, or named nowhere in `schema`. */
function fieldsOfOurs(schema: Schema, value: unknown, at = '$'): string[] {
  const s = resolve(schema);
  if (Array.isArray(value)) return s.items ? value.flatMap((item, i) => fieldsOfOurs(s.items!, item, `${at}[${i}]`)) : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, field]) => {
    const own = s.properties?.[name];
    if (!own) return [`${at}.${name} (not in the contract)`];
    if (own['x-spec-hidden']) return [`${at}.${name} (x-spec-hidden)`];
    return fieldsOfOurs(own, field, `${at}.${name}`);
  });
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const answer = async (s: Session, method: 'GET' | 'POST', path: string, params: Record<string, string>) => {
  const response = await s.client.send(method === 'GET' ? { method, path, query: params } : { method, path, body: params });
  expect(response.status, path).toBe(200);
  return response.json() as Promise<unknown>;
};

describe.each(['au-literal', 'nz-literal', 'ca-literal'])('%s answers with the specification’s fields only', (persona) => {
  it('in the customer detail, each policy, its payment lists', async () => {
    const s = await h.login(persona);
    const customer = (await answer(s, 'POST', apiPaths.getCustomerDetail, { SecurityToken: s.token!, ClientPortalLoginId: s.loginId })) as {
      Policies: { PolicyNumber: string }[];
    };
    const found = fieldsOfOurs({ $ref: '#/components/schemas/CustomerDetail' }, customer);
    for (const { PolicyNumber } of customer.Policies) {
      const ids = { clientPolicyNumber: PolicyNumber, clientPortalLoginId: s.loginId };
      const detail = await answer(s, 'POST', apiPaths.getPolicyDetail, { PolicyNumber, ClientPortalLoginId: s.loginId });
      found.push(...fieldsOfOurs({ $ref: '#/components/schemas/PolicyDetail' }, detail));
      const missed = await answer(s, 'GET', apiPaths.getMissedRegularCollections, {
        ...ids,
        calculationStartDate: '',
        calculationEndDate: '',
      });
      found.push(...fieldsOfOurs({ $ref: '#/components/schemas/MissedRegularCollections' }, missed));
      const overrides = await answer(s, 'GET', apiPaths.getOutstandingPaymentOverrides, ids);
      found.push(...fieldsOfOurs({ $ref: '#/components/schemas/PaymentOverrides' }, overrides));
    }
    expect(found).toEqual([]);
    // The case it is for: missed collections that section 3 gives no id.
    const [dishonoured] = customer.Policies;
    const { MissedRegularCollectionsList } = (await answer(s, 'GET', apiPaths.getMissedRegularCollections, {
      clientPolicyNumber: dishonoured!.PolicyNumber,
      clientPortalLoginId: s.loginId,
      calculationStartDate: '',
      calculationEndDate: '',
    })) as { MissedRegularCollectionsList: object[] };
    expect(MissedRegularCollectionsList.length).toBeGreaterThan(0);
  });
});

describe('the walker', () => {
  it('finds a field the contract marks as ours and one it does not name', () => {
    expect(
      fieldsOfOurs(
        { $ref: '#/components/schemas/MissedRegularCollections' },
        {
          MissedRegularCollectionsList: [{ TransactionId: 1, RegularCollectionDate: '2026-01-01', RegularCollectionAmount: 1, Extra: 2 }],
        },
      ),
    ).toEqual([
      '$.MissedRegularCollectionsList[0].TransactionId (x-spec-hidden)',
      '$.MissedRegularCollectionsList[0].Extra (not in the contract)',
    ]);
  });
});
