/** What the hosted components do in the browser, done directly for tests: talk to the sandbox gateway API. */
const post = async (url: string, token: string, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

export const testCard = { cardNumber: '4111 1111 1111 1111', cardHolderName: 'Liam Nguyen', expiryMonth: '12', expiryYear: '39', cvc: '123' };

/** Card capture (Pay Now): apiUrl is the session's apiUrl (PaymentGatewayAPIURL without /api). */
export const chargeCard = (apiUrl: string, accessToken: string, card = testCard) => post(`${apiUrl}/api/v1/transactions`, accessToken, card);

export const registerPaymentMethod = (apiUrl: string, accessToken: string, body: Record<string, string>) =>
  post(`${apiUrl}/api/v1/registrations`, accessToken, body);

export const createSetupIntent = (customFormUrl: string, accessToken: string, card = testCard) =>
  post(`${customFormUrl}/v1/setup_intents`, accessToken, { ...card, publishableKey: 'pk_sandbox_portal' });
