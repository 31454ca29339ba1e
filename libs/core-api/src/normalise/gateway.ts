/** PaymentGatewayAPIURL is used without its trailing /api (spec section 7). */
export const stripApiSuffix = (url: string): string => url.trim().replace(/\/api\/?$/i, '');

/** PaymentGatewayAuthToken is a JSON string; its access_token is what the hosted component needs. */
export const parseGatewayAuthToken = (authToken: string): string | null => {
  try {
    const parsed: unknown = JSON.parse(authToken);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const token = (parsed as { access_token?: unknown }).access_token;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
};

/** The fixed loopback value sent as the client IP in payment calls (spec section 9). */
export const CLIENT_IP_ADDRESS = '127.0.0.1';
