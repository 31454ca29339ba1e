import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { invalidResponse, readJson } from '../read-response.ts';
import { CLIENT_IP_ADDRESS, parseGatewayAuthToken, stripApiSuffix } from '../normalise/gateway.ts';
import { apiPaths } from '../paths.ts';
import { optionalBoolean, optionalString, presentString } from '../wire.ts';
import type { Schemas } from '../contract/index.ts';

export type ValidateAndGetTokensParams = {
  policyNumber: string;
  firstName: string;
  surName: string;
  /** 'YYYY-MM-DD' */
  dob: string;
  ClientPortalLoginId: string;
};
export type ValidateAndGetTokensRequest = ValidateAndGetTokensParams & { clientIPAddress: string };

export const paymentFormPayloadSchema = z.object({
  ClientID: presentString,
  QuoteID: presentString,
  /** Read by nothing: may be null or absent. */
  ClientValid: optionalBoolean,
  EvolveUpdatePaymentDetailsToken: presentString,
  PaymentGatewayAuthToken: presentString,
  PaymentGatewayAPIURL: presentString,
  PaymentGatewayAPIEnvironment: presentString,
  GfsWebComponentsUrl: presentString,
  UseCustomFormAPI: optionalBoolean,
  CustomFormAPIURL: optionalString,
  CustomFormAPIPublishableKey: optionalString,
});
export type PaymentFormPayloadWire = Schemas['PaymentFormPayload'];

/** The wire payload with PaymentGatewayAPIURL stripped of /api and the auth token's access_token alongside. */
export type PaymentFormPayload = PaymentFormPayloadWire & { PaymentGatewayAccessToken: string };

/** Starts a payment-method update (bearer): the hosted registration component's configuration. */
export const validateAndGetTokens = async (
  client: ApiClient,
  params: ValidateAndGetTokensParams,
  signal?: AbortSignal,
): Promise<PaymentFormPayload> => {
  const path = apiPaths.validateAndGetTokens;
  const body: ValidateAndGetTokensRequest = { ...params, clientIPAddress: CLIENT_IP_ADDRESS };
  const response = await client.send({ method: 'POST', path, body, signal });
  const payload = await readJson(response, paymentFormPayloadSchema, path);
  const accessToken = parseGatewayAuthToken(payload.PaymentGatewayAuthToken);
  if (accessToken === null) throw invalidResponse(path, 'PaymentGatewayAuthToken has no access_token');
  return {
    ...payload,
    PaymentGatewayAPIURL: stripApiSuffix(payload.PaymentGatewayAPIURL),
    PaymentGatewayAccessToken: accessToken,
  };
};
