import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from '../context.ts';
import { errorResponse } from '../http.ts';

export const KNOWN_COUNTRIES = [13, 39, 154] as const;

/** Every /api call must carry CountryId (a supported country) and Request-Source, as the real API demands. */
export const requireHeaders: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  if (c.req.method === 'OPTIONS') return next();
  const countryId = c.req.header('CountryId');
  const source = c.req.header('Request-Source');
  if (!countryId) return errorResponse(400, 'Missing CountryId header');
  if (!source) return errorResponse(400, 'Missing Request-Source header');
  if (!(KNOWN_COUNTRIES as readonly number[]).includes(Number(countryId))) {
    return errorResponse(400, `Unsupported CountryId ${countryId}`);
  }
  return next();
};
