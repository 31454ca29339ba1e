import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPaymentUpdateReturn, returnParams } from './return-leg';

const q = (s: string) => new URLSearchParams(s);

describe('readPaymentUpdateReturn (section 4)', () => {
  it('saves a direct debit with every returned parameter', () => {
    expect(readPaymentUpdateReturn(q('token=reg-1&action=databasesaved&accountType=DD&cd_crn=CRN1'), 1)).toEqual({
      kind: 'save',
      method: 'DD',
      queryStrings: { token: 'reg-1', action: 'databasesaved', accountType: 'DD', cd_crn: 'CRN1' },
    });
  });
  it('saves a provider-2 card with action registered only when redirect_status is succeeded', () => {
    expect(readPaymentUpdateReturn(q('setup_intent=seti_1&setup_intent_client_secret=s&redirect_status=succeeded'), 2)).toEqual({
      kind: 'save',
      method: 'CC',
      queryStrings: { setup_intent: 'seti_1', setup_intent_client_secret: 's', redirect_status: 'succeeded', action: 'registered' },
    });
    expect(readPaymentUpdateReturn(q('setup_intent=seti_1&redirect_status=failed'), 2)).toEqual({ kind: 'failed' });
    expect(readPaymentUpdateReturn(q('setup_intent=seti_1&redirect_status=succeeded'), 1)).toBeNull();
  });
  it('saves a provider-1 card on accountType=CC, not with provider 2', () => {
    expect(readPaymentUpdateReturn(q('token=reg-2&accountType=CC'), 1)).toMatchObject({ kind: 'save', method: 'CC' });
    expect(readPaymentUpdateReturn(q('token=reg-2&accountType=CC'), 2)).toBeNull();
  });
  it('is nothing for the portal’s own parameters and anything else', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'error=true', 'success=1', 'foo=bar'),
        fc.constantFrom(1 as const, 2 as const),
        (s, p) => readPaymentUpdateReturn(q(s), p) === null,
      ),
    );
  });
});

describe('returnParams', () => {
  it('renames CREDIT_CARD to CC and keeps the returned data', () => {
    expect(returnParams({ token: 't', accountType: 'CREDIT_CARD', cd_crn: 'c' }).toString()).toBe('token=t&accountType=CC&cd_crn=c');
  });
  it('returns a bank account with action=databasesaved and accountType=DD, read back as a direct debit', () => {
    const params = returnParams({ token: 't', accountType: 'DD' });
    expect(params.toString()).toBe('token=t&action=databasesaved&accountType=DD');
    expect(readPaymentUpdateReturn(params, 1)).toMatchObject({ kind: 'save', method: 'DD' });
  });
});
