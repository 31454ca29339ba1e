import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { apiPaths } from '../paths.ts';
import { optionalNumber, optionalString } from '../wire.ts';
import type { Schemas } from '../contract/index.ts';

export type GetFeaturesParams = { clientPortalLoginId: string };

export const featureSchema = z.object({
  FeatureId: z.number(),
  /** e.g. 'Cross_Sale_Banner' */
  FeatureKey: z.string(),
  /** Section 3 names these two; the portal uses neither, so an answer without them is still read. */
  FeatureVariantName: optionalString,
  Reattempt: optionalNumber,
});
export type Feature = Schemas['Feature'];
export const featuresSchema = z.array(featureSchema);

/** The customer's active features (bearer): a bare JSON array. */
export const getFeatures = async (client: ApiClient, params: GetFeaturesParams, signal?: AbortSignal): Promise<Feature[]> => {
  const path = apiPaths.getFeatures;
  const response = await client.send({ method: 'GET', path, query: params, signal });
  return readJson(response, featuresSchema, path);
};
