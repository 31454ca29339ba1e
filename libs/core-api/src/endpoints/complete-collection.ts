import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { DISTINCT_NETWORK_FAILURE_STATUS } from '../api-error.ts';
import { invalidResponse, readJson } from '../read-response.ts';
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

/** A field the receipt can live without: a value of another type counts as absent, never as a failed payment. */
const shownIfString = z.catch(z.nullish(z.string()), null);

/**
 * Section 4: the payment succeeded exactly when the answer carries a receipt reference. Every other field may be
 * null, absent, blank or of another type (section 7 lists them, never says they are filled): the receipt leaves out
 * what it lacks (decision 21).
 */
export const receiptSchema = z.object({
  ReceiptReference: z.string(),
  CardHolderName: shownIfString,
  /** 'Visa' or 'Mastercard' (section 3); any other name is shown as it is. */
  CardScheme: shownIfString,
  CardSuffix: shownIfString,
  Amount: z.catch(z.nullish(z.number()), null),
  PolicyNumber: shownIfString,
});
export type Receipt = Schemas['Receipt'];

/**
 * Finalises a Pay Now card payment (bearer). A network failure is not mapped to 503: it raises ApiError with
 * httpStatus 0 (spec section 7). A 2xx without a receipt reference (absent, blank, or not JSON) raises ApiError
 * kind 'invalid-response' (502): the outcome is unknown, never a receipt.
 */
export const completeCollection = async (client: ApiClient, params: CompleteCollectionParams, signal?: AbortSignal): Promise<Receipt> => {
  const path = apiPaths.completeCollection;
  const body: CompleteCollectionRequest = { ...params, ClientIPAddress: CLIENT_IP_ADDRESS };
  const networkFailureStatus = DISTINCT_NETWORK_FAILURE_STATUS;
  const response = await client.send({ method: 'POST', path, body, networkFailureStatus, signal });
  const receipt = await readJson(response, receiptSchema, path);
  if (receipt.ReceiptReference.trim() === '') throw invalidResponse(path, 'blank ReceiptReference', receipt);
  return receipt;
};
