import type { ApiClient } from '../client.ts';
import { readAnyOk } from '../read-any-ok.ts';
import { apiPaths } from '../paths.ts';
import type { Schemas } from '../contract/index.ts';

export type FeatureActionRequest = Schemas['FeatureActionRequest'];

/**
 * Dismisses a feature ('Maybe Later' on the cross-sell banner) for this customer (bearer). Section 7 does not show
 * the answer: any 2xx is success, whatever its body.
 */
export const suppressFeature = async (client: ApiClient, params: FeatureActionRequest, signal?: AbortSignal): Promise<void> => {
  const path = apiPaths.suppressFeature;
  const response = await client.send({ method: 'POST', path, body: params, signal });
  await readAnyOk(response, path);
};
