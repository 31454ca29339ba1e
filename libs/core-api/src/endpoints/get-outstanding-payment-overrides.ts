import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
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

/** Outstanding payment overrides of a policy in extended dishonour (bearer). */
export const getOutstandingPaymentOverrides = async (
  client: ApiClient,
  params: GetOutstandingPaymentOverridesParams,
  signal?: AbortSignal,
): Promise<PaymentOverride[]> => {
  const path = apiPaths.getOutstandingPaymentOverrides;
  const response = await client.send({ method: 'GET', path, query: params, signal });
  return (await readJson(response, paymentOverridesSchema, path)).OutstandingPaymentOverridesList;
};
