import type { ApiClient } from '../client.ts';
import { readAnyOk } from '../read-any-ok.ts';
import { apiPaths } from '../paths.ts';
import type { FeatureActionRequest } from './suppress-feature.ts';

/**
 * Records that the customer used a feature ('Request a Call' on the cross-sell banner) (bearer). Section 7 does not
 * show the answer: any 2xx is success, whatever its body.
 */
export const markFeatureUsed = async (client: ApiClient, params: FeatureActionRequest, signal?: AbortSignal): Promise<void> => {
  const path = apiPaths.markFeatureUsed;
  const response = await client.send({ method: 'POST', path, body: params, signal });
  await readAnyOk(response, path);
};
