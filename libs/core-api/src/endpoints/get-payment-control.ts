import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { invalidResponse, readJson } from '../read-response.ts';
import { parseGatewayAuthToken, stripApiSuffix } from '../normalise/gateway.ts';
import { apiPaths } from '../paths.ts';
import { optionalString, presentString } from '../wire.ts';
import type { Schemas } from '../contract/index.ts';

export type GetPaymentControlParams = { clientPolicyNumber: string; ClientPortalLoginId: string };

export const paymentControlSchema = z.object({
  QuoteID: presentString,
  /** Ends in /api on the wire. */
  PaymentGatewayAPIURL: presentString,
  GfsWebComponentsUrl: presentString,
  /** A JSON string holding access_token. */
  PaymentGatewayAuthToken: presentString,
  ClientIpAddress: optionalString,
});
export type PaymentControl = Schemas['PaymentControl'];

/** The Pay Now gateway session of spec section 3. */
export type PayNowGatewaySession = {
  quoteID: string;
  /** PaymentGatewayAPIURL without its trailing /api. */
  apiUrl: string;
  /** GfsWebComponentsUrl: the hosted card-capture script. */
  componentUrl: string;
  /** The access_token inside PaymentGatewayAuthToken. */
  authToken: string;
  clientIPAddr: string | null;
};

export const toPayNowGatewaySession = (control: PaymentControl, path: string): PayNowGatewaySession => {
  const authToken = parseGatewayAuthToken(control.PaymentGatewayAuthToken);
  if (authToken === null) throw invalidResponse(path, 'PaymentGatewayAuthToken has no access_token');
  return {
    quoteID: control.QuoteID,
    apiUrl: stripApiSuffix(control.PaymentGatewayAPIURL),
    componentUrl: control.GfsWebComponentsUrl,
    authToken,
    clientIPAddr: control.ClientIpAddress ?? null,
  };
};

/** Pay Now's hosted card-capture session for one policy (bearer). */
export const getPaymentControl = async (
  client: ApiClient,
  params: GetPaymentControlParams,
  signal?: AbortSignal,
): Promise<PayNowGatewaySession> => {
  const path = apiPaths.getPaymentControl;
  const response = await client.send({ method: 'GET', path, query: params, signal });
  return toPayNowGatewaySession(await readJson(response, paymentControlSchema, path), path);
};
