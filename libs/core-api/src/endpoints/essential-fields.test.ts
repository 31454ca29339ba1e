import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../testing/fake-fetch.ts';
import type { ApiClient } from '../client.ts';
import { formatAddress } from './format-address.ts';
import { getPaymentControl } from './get-payment-control.ts';
import { searchAddress } from './search-address.ts';
import { searchPostcode } from './search-postcode.ts';
import { validateAndGetTokens } from './validate-and-get-tokens.ts';
import { validateOtp } from './validate-otp.ts';

/**
 * The answers read at the reader level (issue 45, README "Essential fields"): every field but the essential ones may
 * be null or absent, one at a time and in any combination, and the call still resolves with every other value; an
 * essential field null, absent or blank fails the call (502), as the screen could not do without it.
 */
type Answer = {
  call: (client: ApiClient) => Promise<unknown>;
  sample: Record<string, unknown>;
  essential: string[];
  /** Where a kept field's value is found in what the call resolves (default: the same name). */
  read?: (result: unknown, field: string) => unknown;
};

const authToken = JSON.stringify({ access_token: 'gw-123' });
const own = (result: unknown, field: string) => (result as Record<string, unknown>)[field];

const ANSWERS: Record<string, Answer> = {
  validateotp: {
    call: (client) => validateOtp(client, { securitycode: '123456', customerportalloginid: 'L' }),
    sample: { SecurityToken: 'token-1', ExpiresAt: '2026-11-29T06:00:00Z' },
    // The session's bearer and its end (the timeout warning counts down to it).
    essential: ['SecurityToken', 'ExpiresAt'],
  },
  getpaymentcontrol: {
    call: (client) => getPaymentControl(client, { clientPolicyNumber: '5001', ClientPortalLoginId: 'L' }),
    sample: {
      QuoteID: 'Q1',
      PaymentGatewayAPIURL: 'https://gw.example/api',
      GfsWebComponentsUrl: 'https://gw.example/card.js',
      PaymentGatewayAuthToken: authToken,
      ClientIpAddress: '127.0.0.1',
    },
    essential: ['QuoteID', 'PaymentGatewayAPIURL', 'GfsWebComponentsUrl', 'PaymentGatewayAuthToken'],
    read: (result, field) => (field === 'ClientIpAddress' ? (result as { clientIPAddr: unknown }).clientIPAddr : undefined),
  },
  ValidateAndGetTokens: {
    call: (client) =>
      validateAndGetTokens(client, { policyNumber: '5001', firstName: 'A', surName: 'B', dob: '1980-01-01', ClientPortalLoginId: 'L' }),
    sample: {
      ClientID: 'C1',
      QuoteID: 'Q1',
      ClientValid: true,
      EvolveUpdatePaymentDetailsToken: 'evolve',
      PaymentGatewayAuthToken: authToken,
      PaymentGatewayAPIURL: 'https://gw.example/api',
      PaymentGatewayAPIEnvironment: 'test',
      GfsWebComponentsUrl: 'https://gw.example/registration.js',
      UseCustomFormAPI: false,
      CustomFormAPIURL: 'https://js.stripe.example/v3',
      CustomFormAPIPublishableKey: 'pk_test',
    },
    // What the hosted registration component is configured with.
    essential: [
      'ClientID',
      'QuoteID',
      'EvolveUpdatePaymentDetailsToken',
      'PaymentGatewayAuthToken',
      'PaymentGatewayAPIURL',
      'PaymentGatewayAPIEnvironment',
      'GfsWebComponentsUrl',
    ],
    // Resolved without its /api (README decision 22).
    read: (result, field) => (field === 'PaymentGatewayAPIURL' ? undefined : own(result, field)),
  },
  formatAddress: {
    call: (client) => formatAddress(client, { address: '1 Main St', isResidential: true, matchPostalAddress: false }),
    sample: {
      streetNumber1: '1',
      streetName: 'Main',
      streetType: 'St',
      localityName: 'Town',
      state: 'NSW',
      postcode: '2000',
      city: 'Sydney',
    },
    // Any one part of an address is enough; none at all is not an address (README decision 11).
    essential: [],
    read: (result, field) => (result as { address: Record<string, unknown> }).address[field],
  },
};

const losses = (fields: string[]) =>
  fc.uniqueArray(fc.record({ field: fc.constantFrom(...fields), loss: fc.constantFrom('null', 'absent') }), {
    selector: (change) => change.field,
    minLength: 1,
    maxLength: fields.length,
  });

const answerWith = (sample: Record<string, unknown>, changes: ReadonlyArray<{ field: string; loss: string }>) => {
  const answer: Record<string, unknown> = { ...sample };
  for (const { field, loss } of changes) {
    if (loss === 'absent') delete answer[field];
    else answer[field] = loss === 'blank' ? ' ' : null;
  }
  return answer;
};

describe.each(Object.entries(ANSWERS))('%s read tolerantly', (_name, answer) => {
  const optional = Object.keys(answer.sample).filter((field) => !answer.essential.includes(field));
  // Every part of a formatted address lost at once is no address: kept apart from the property (decision 11).
  const some = answer.essential.length === 0 ? optional.slice(1) : optional;

  it.skipIf(some.length === 0)('resolves with every other value whatever of the other fields is null or absent', async () => {
    await fc.assert(
      fc.asyncProperty(losses(some), async (changes) => {
        const { client } = fakeClient(() => json(answerWith(answer.sample, changes)));
        const result = await answer.call(client);
        const lost = new Set(changes.map((change) => change.field));
        for (const field of Object.keys(answer.sample).filter((f) => !lost.has(f))) {
          const read = (answer.read ?? own)(result, field);
          if (read !== undefined) expect(read).toEqual(answer.sample[field]);
        }
      }),
      { numRuns: 30 },
    );
  });

  it.each(answer.essential.flatMap((field) => ['null', 'absent', 'blank'].map((loss) => [field, loss] as const)))(
    'fails (502) with %s %s',
    async (field, loss) => {
      const { client } = fakeClient(() => json(answerWith(answer.sample, [{ field, loss }])));
      await expect(answer.call(client)).rejects.toMatchObject({ httpStatus: 502, kind: 'invalid-response' });
    },
  );
});

describe('address and postcode lists', () => {
  it('leave out a null or blank line and keep the others, in any mix', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom<string | null>(null, ' ', '1 Main St;Town', '2000;Sydney;NSW')), async (lines) => {
        const kept = lines.filter((line): line is string => line !== null && line.trim() !== '');
        const { client } = fakeClient(() => json(lines));
        expect(await searchAddress(client, { address: 'Main' })).toEqual(kept);
        const postcodes = await searchPostcode(fakeClient(() => json(lines)).client, { postcode: '2000' });
        expect(Object.keys(postcodes)).toHaveLength(kept.some((line) => line.startsWith('2000;')) ? 1 : 0);
      }),
      { numRuns: 30 },
    );
  });

  it('still refuse a list of something other than lines (502)', async () => {
    await expect(searchAddress(fakeClient(() => json([{ address: 'x' }])).client, { address: 'Main' })).rejects.toMatchObject({
      httpStatus: 502,
    });
  });
});
