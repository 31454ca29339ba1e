import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { apiPaths } from '../paths.ts';

export type FeatureActionRequest = { FeatureId: number; clientPortalLoginId: string };

/** Our choice for the answer of suppress and markused, whose shape is not shown. */
export const featureActionResponseSchema = z.object({ FeatureId: z.number(), IsSuccess: z.boolean() });
export type FeatureActionResponse = z.infer<typeof featureActionResponseSchema>;

/** Dismisses a feature ('Maybe Later' on the cross-sell banner) for this customer (bearer). */
export const suppressFeature = async (
  client: ApiClient,
  params: FeatureActionRequest,
  signal?: AbortSignal,
): Promise<FeatureActionResponse> => {
  const path = apiPaths.suppressFeature;
  const response = await client.send({ method: 'POST', path, body: params, signal });
  return readJson(response, featureActionResponseSchema, path);
};
