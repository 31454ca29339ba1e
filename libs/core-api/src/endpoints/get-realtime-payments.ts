import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { DISTINCT_NETWORK_FAILURE_STATUS } from '../api-error.ts';
import { ensureOk, readJson } from '../read-response.ts';
import { dateSortKey } from '../normalise/dates.ts';
import { byCollectionDate, type OutstandingPayment } from '../normalise/outstanding-payments.ts';
import { apiPaths } from '../paths.ts';
import { optionalNumber, optionalString } from '../wire.ts';
import type { Schemas } from '../contract/index.ts';

export type GetRealtimePaymentsParams = { clientPolicyNumber: string; ClientPortalLoginId: string };

/** One overdue payment as this call sends it (our choice of item shape: the outstanding-payment fields). */
export const realtimePaymentSchema = z.object({
  TransactionId: z.number(),
  RegularCollectionDate: z.string(),
  Amount: z.number(),
  CalculatedCollectionDetails: optionalString,
  PaymentOverrideId: optionalNumber,
});
export type RealtimePayment = Schemas['RealtimePayment'];
export const realtimePaymentsSchema = z.object({ Payments: z.array(realtimePaymentSchema) });

/** The outcomes of spec section 4, "Outstanding payments check". */
export type RealtimePaymentsResult =
  /** OK: the payable list, oldest first. */
  | { outcome: 'payments'; httpStatus: 200; payments: OutstandingPayment[] }
  /** 204: nothing owed; clear the pending flag and refresh the status. */
  | { outcome: 'cleared'; httpStatus: 204 }
  /** 467: nothing owed; refresh the status. */
  | { outcome: 'none'; httpStatus: 467 }
  /** 469: a transaction is in flight; change nothing. */
  | { outcome: 'in-flight'; httpStatus: 469 }
  /** 473: a payment is pending; mark the policy pending ('Processing Payment'). */
  | { outcome: 'pending'; httpStatus: 473 };

const SPECIAL: Record<number, RealtimePaymentsResult> = {
  204: { outcome: 'cleared', httpStatus: 204 },
  467: { outcome: 'none', httpStatus: 467 },
  469: { outcome: 'in-flight', httpStatus: 469 },
  473: { outcome: 'pending', httpStatus: 473 },
};

export const toOutstandingPayment = (payment: RealtimePayment): OutstandingPayment => ({
  TransactionId: payment.TransactionId,
  RegularCollectionDate: payment.RegularCollectionDate,
  sortDate: dateSortKey(payment.RegularCollectionDate),
  Amount: payment.Amount,
  CalculatedCollectionDetails: payment.CalculatedCollectionDetails ?? null,
  PaymentOverrideId: payment.PaymentOverrideId ?? null,
});

/**
 * The policy's overdue payments (bearer). Other non-OK answers raise ApiError; a network failure raises
 * ApiError with httpStatus 0 (not 503: spec section 7).
 */
export const getRealtimePayments = async (
  client: ApiClient,
  params: GetRealtimePaymentsParams,
  signal?: AbortSignal,
): Promise<RealtimePaymentsResult> => {
  const path = apiPaths.getRealtimePayments;
  const networkFailureStatus = DISTINCT_NETWORK_FAILURE_STATUS;
  const response = await client.send({ method: 'GET', path, query: params, networkFailureStatus, signal });
  const special = SPECIAL[response.status];
  if (special) return special;
  await ensureOk(response, path);
  const { Payments } = await readJson(response, realtimePaymentsSchema, path);
  return { outcome: 'payments', httpStatus: 200, payments: Payments.map(toOutstandingPayment).sort(byCollectionDate) };
};
