import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { DISTINCT_NETWORK_FAILURE_STATUS } from '../api-error.ts';
import { readJson } from '../read-response.ts';
import { CLIENT_IP_ADDRESS } from '../normalise/gateway.ts';
import type { OutstandingPayment } from '../normalise/outstanding-payments.ts';
import { apiPaths } from '../paths.ts';
import type { Schemas } from '../contract/index.ts';

/** Full overdue payments for extended-dishonour policies, otherwise objects with TransactionId. */
export type CollectionPayment = OutstandingPayment | { TransactionId: number };

export type CompleteCollectionParams = {
  ClientPortalLoginId: string;
  ClientPolicyNumber: string;
  /** The gateway's transactionidentifier from the Pay Now return URL. */
  TransactionIdentifier: string;
  Payments: CollectionPayment[];
};
export type CompleteCollectionRequest = CompleteCollectionParams & { ClientIPAddress: string };

export const receiptSchema = z.object({
  ReceiptReference: z.string(),
  CardHolderName: z.nullish(z.string()),
  /** 'Visa' or 'Mastercard'. */
  CardScheme: z.string(),
  CardSuffix: z.string(),
  Amount: z.number(),
  PolicyNumber: z.string(),
});
export type Receipt = Schemas['Receipt'];

/**
 * Finalises a Pay Now card payment (bearer). A network failure is not mapped to 503: it raises ApiError with
 * httpStatus 0 (spec section 7), so the receipt page shows a payment failure, not the service-unavailable page.
 */
export const completeCollection = async (client: ApiClient, params: CompleteCollectionParams, signal?: AbortSignal): Promise<Receipt> => {
  const path = apiPaths.completeCollection;
  const body: CompleteCollectionRequest = { ...params, ClientIPAddress: CLIENT_IP_ADDRESS };
  const networkFailureStatus = DISTINCT_NETWORK_FAILURE_STATUS;
  const response = await client.send({ method: 'POST', path, body, networkFailureStatus, signal });
  return readJson(response, receiptSchema, path);
};
