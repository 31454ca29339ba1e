/** The return from the hosted component (section 4 'Update payment'): what to save, or a failure, or nothing. */
export type PaymentUpdateReturn = { kind: 'save'; method: 'DD' | 'CC'; queryStrings: Record<string, string> } | { kind: 'failed' } | null;

const paramsOf = (search: URLSearchParams): Record<string, string> => Object.fromEntries(search.entries());

/**
 * accountType=DD saves the direct debit; with provider 2, setup_intent plus redirect_status=succeeded saves a card
 * with action 'registered' (any other redirect_status is a failure); with provider 1, accountType=CC saves the card.
 * `error` and `success` are the portal's own parameters, never sent on.
 */
export function readPaymentUpdateReturn(search: URLSearchParams, provider: 1 | 2): PaymentUpdateReturn {
  const params = paramsOf(search);
  delete params['error'];
  delete params['success'];
  if (params['accountType'] === 'DD') return { kind: 'save', method: 'DD', queryStrings: params };
  if (provider === 2 && params['setup_intent']) {
    return params['redirect_status'] === 'succeeded'
      ? { kind: 'save', method: 'CC', queryStrings: { ...params, action: 'registered' } }
      : { kind: 'failed' };
  }
  if (provider === 1 && params['accountType'] === 'CC') return { kind: 'save', method: 'CC', queryStrings: params };
  return null;
}

/** What the provider-1 component reports on completion. */
export type RegistrationResult = { token: string; accountType: string; cd_crn?: string };

/**
 * The parameters the page reloads with when the hosted component completes: for a card the returned data
 * (CREDIT_CARD renamed CC); otherwise action=databasesaved and accountType=DD.
 */
export function returnParams(result: RegistrationResult): URLSearchParams {
  const params = new URLSearchParams({ token: result.token });
  if (result.accountType === 'DD') {
    params.set('action', 'databasesaved');
    params.set('accountType', 'DD');
  } else {
    params.set('accountType', result.accountType === 'CREDIT_CARD' ? 'CC' : result.accountType);
  }
  if (result.cd_crn) params.set('cd_crn', result.cd_crn);
  return params;
}
