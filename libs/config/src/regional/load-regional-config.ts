import { selectRegionalConfig, type RegionalConfig } from './regional-config';

export type ConfigErrorReason = 'missing' | 'malformed' | 'no-entry';

/** Start-up failed to obtain a usable regional configuration. */
export class ConfigError extends Error {
  constructor(
    readonly reason: ConfigErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Loads `/configResponse.json` (preloaded by index.html, so this costs no extra round trip), validates it
 * and picks the entry of this brand and country.
 */
export async function loadRegionalConfig(options: {
  countryId: number;
  brandId: number;
  url?: string;
  fetch?: typeof fetch;
}): Promise<RegionalConfig> {
  const doFetch = options.fetch ?? fetch;
  let body: unknown;
  try {
    const response = await doFetch(options.url ?? '/configResponse.json', { credentials: 'same-origin' });
    if (!response.ok) throw new ConfigError('missing', `configResponse.json answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError('missing', `configResponse.json could not be read: ${String(error)}`);
  }
  let entry: RegionalConfig | undefined;
  try {
    entry = selectRegionalConfig(body, options.countryId, options.brandId);
  } catch (error) {
    throw new ConfigError('malformed', `configResponse.json is not valid: ${String(error)}`);
  }
  if (!entry) {
    throw new ConfigError('no-entry', `configResponse.json has no entry for country ${options.countryId}, brand ${options.brandId}`);
  }
  return entry;
}
