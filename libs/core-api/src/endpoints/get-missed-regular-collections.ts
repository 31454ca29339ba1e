import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { apiPaths } from '../paths.ts';
import { optionalNumber, optionalString } from '../wire.ts';
import type { Schemas } from '../contract/index.ts';

export type GetMissedRegularCollectionsParams = {
  clientPolicyNumber: string;
  clientPortalLoginId: string;
  /** 'YYYY-MM-DD'; sent empty when missing. */
  calculationStartDate?: string | null;
  calculationEndDate?: string | null;
};

/** TransactionId is our addition (section 3 names none for missed collections): read when sent, never relied on. */
export const missedRegularCollectionSchema = z.object({
  TransactionId: optionalNumber,
  RegularCollectionDate: z.string(),
  RegularCollectionAmount: z.number(),
  CalculatedCollectionDetails: optionalString,
});
export type MissedRegularCollection = Schemas['MissedRegularCollection'];
export const missedRegularCollectionsSchema = z.object({
  MissedRegularCollectionsList: z.array(missedRegularCollectionSchema),
});

/** Missed regular collections of a policy in extended dishonour (bearer); merge with mergeOutstandingPayments. */
export const getMissedRegularCollections = async (
  client: ApiClient,
  params: GetMissedRegularCollectionsParams,
  signal?: AbortSignal,
): Promise<MissedRegularCollection[]> => {
  const path = apiPaths.getMissedRegularCollections;
  const query = {
    clientPolicyNumber: params.clientPolicyNumber,
    clientPortalLoginId: params.clientPortalLoginId,
    calculationStartDate: params.calculationStartDate ?? '',
    calculationEndDate: params.calculationEndDate ?? '',
  };
  const response = await client.send({ method: 'GET', path, query, signal });
  return (await readJson(response, missedRegularCollectionsSchema, path)).MissedRegularCollectionsList;
};
