import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { apiPaths } from '../paths.ts';
import { keptItems, optionalNumber, optionalString, presentString } from '../wire.ts';
import type { Schemas } from '../contract/index.ts';

export type GetFeaturesParams = { clientPortalLoginId: string };

/** Essential: FeatureId (suppress and markused send it) and FeatureKey (what the feature is); without them, left out. */
export const featureSchema = z.object({
  FeatureId: z.number(),
  /** e.g. 'Cross_Sale_Banner' */
  FeatureKey: presentString,
  /** Section 3 names these two; the portal uses neither, so an answer without them is still read. */
  FeatureVariantName: optionalString,
  Reattempt: optionalNumber,
});
export type Feature = Schemas['Feature'];
export const featuresSchema = keptItems(featureSchema);

/** The customer's active features (bearer): a bare JSON array. */
export const getFeatures = async (client: ApiClient, params: GetFeaturesParams, signal?: AbortSignal): Promise<Feature[]> => {
  const path = apiPaths.getFeatures;
  const response = await client.send({ method: 'GET', path, query: params, signal });
  return readJson(response, featuresSchema, path);
};
