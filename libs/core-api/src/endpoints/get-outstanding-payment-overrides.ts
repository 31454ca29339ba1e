import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { invalidResponse, readJson } from '../read-response.ts';
import { apiPaths } from '../paths.ts';
import { optionalNumber, optionalString } from '../wire.ts';
import type { Schemas } from '../contract/index.ts';

export type GetOutstandingPaymentOverridesParams = { clientPolicyNumber: string; clientPortalLoginId: string };

/** The transaction id comes from TransactionId, else QueuedTransactionId, else DishonourTransactionId. */
export const paymentOverrideSchema = z.object({
  TransactionId: optionalNumber,
  QueuedTransactionId: optionalNumber,
  DishonourTransactionId: optionalNumber,
  CollectionDate: optionalString,
  OverrideDate: optionalString,
  OverrideAmount: z.number(),
  PaymentOverrideId: optionalNumber,
});
export type PaymentOverride = Schemas['PaymentOverride'];
export const paymentOverridesSchema = z.object({ OutstandingPaymentOverridesList: z.array(paymentOverrideSchema) });

const given = (value: number | string | null | undefined) => value != null && String(value).trim() !== '';

/**
 * Essential: OverrideAmount, and the override's identity: one of its transaction ids or one of its dates. Without
 * either it cannot be told apart from the realtime list's own item (the same debt counted twice) nor paid as itself;
 * the check is then an invalid answer (README "Essential fields": a list of debts is never shortened or padded).
 */
export const hasIdentity = (item: PaymentOverride): boolean =>
  [item.TransactionId, item.QueuedTransactionId, item.DishonourTransactionId, item.CollectionDate, item.OverrideDate].some(given);

/** Outstanding payment overrides of a policy in extended dishonour (bearer). */
export const getOutstandingPaymentOverrides = async (
  client: ApiClient,
  params: GetOutstandingPaymentOverridesParams,
  signal?: AbortSignal,
): Promise<PaymentOverride[]> => {
  const path = apiPaths.getOutstandingPaymentOverrides;
  const response = await client.send({ method: 'GET', path, query: params, signal });
  const overrides = (await readJson(response, paymentOverridesSchema, path)).OutstandingPaymentOverridesList;
  if (!overrides.every(hasIdentity)) throw invalidResponse(path, 'an override with neither a transaction id nor a date');
  return overrides;
};
