import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../testing/fake-fetch.ts';
import { formatAddress } from './format-address.ts';

const params = { address: '12 Banksia Street, Karrawong NSW 2155', isResidential: true, matchPostalAddress: false };
const format = (answer: () => Response) => formatAddress(fakeClient(answer).client, params);

describe('formatAddress: the answer in forms section 7 leaves open (FormattedAddress is our reading)', () => {
  it('reads section 3 fields in another casing (PascalCase, upper case) as section 3 names them', async () => {
    const answer = { StreetNumber1: '12', StreetName: 'Banksia', STREETTYPE: 'Street', Suburb: 'Karrawong', PostCode: '2155' };
    const { address } = await format(() => json(answer));
    expect(address).toEqual({ streetNumber1: '12', streetName: 'Banksia', streetType: 'Street', suburb: 'Karrawong', postcode: '2155' });
  });

  it('works with some parts absent or null', async () => {
    const { address } = await format(() => json({ addressline: '12 Banksia Street', suburb: null, postcode: '2155' }));
    expect(address).toEqual({ addressline: '12 Banksia Street', suburb: null, postcode: '2155' });
  });

  it.each([
    ['every part null', () => json({ addressline: null, suburb: null, postcode: null, state: null })],
    ['only blank parts', () => json({ addressline: '  ', postcode: '' })],
    ['fields of other names', () => json({ Line1: '12 Banksia Street', Town: 'Karrawong', Zip: '2155' })],
    ['an empty object', () => json({})],
  ])('refuses an answer with %s as invalid (502), so the form keeps what it had', async (_form, answer) => {
    await expect(format(answer)).rejects.toMatchObject({
      httpStatus: 502,
      kind: 'invalid-response',
      message: 'Invalid answer from /api/v1/Address/format: no part of an address',
    });
  });

  it.each([
    ['a 204', () => new Response(null, { status: 204 })],
    ['plain text', () => new Response('12 Banksia Street', { status: 200 })],
    ['a one-line string', () => json('12 Banksia Street, Karrawong NSW 2155')],
    ['a list', () => json([{ addressline: '12 Banksia Street' }])],
  ])('refuses %s as invalid (502)', async (_form, answer) => {
    await expect(format(answer)).rejects.toMatchObject({ httpStatus: 502, kind: 'invalid-response' });
  });
});
