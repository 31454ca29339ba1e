import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { apiPaths } from '../paths.ts';
import {
  featureActionResponseSchema,
  type FeatureActionRequest,
  type FeatureActionResponse,
} from './suppress-feature.ts';

/** Records that the customer used a feature ('Request a Call' on the cross-sell banner) (bearer). */
export const markFeatureUsed = async (
  client: ApiClient,
  params: FeatureActionRequest,
  signal?: AbortSignal,
): Promise<FeatureActionResponse> => {
  const path = apiPaths.markFeatureUsed;
  const response = await client.send({ method: 'POST', path, body: params, signal });
  return readJson(response, featureActionResponseSchema, path);
};
