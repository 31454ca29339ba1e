import {
  requiredQueryNames,
  validateRequestBody,
  type ContractPath,
  type QueryOf,
  type RequestBody,
  type Schemas,
} from '@portal/core-api/contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { ResolvedOptions } from './options.ts';

/** The error body the sandbox answers with (the contract's); CustomMessage is what the portal may show as the server's own words. */
export type ErrorBody = Schemas['ErrorBody'];

/**
 * A JSON answer with its Content-Type said outright: `Response.json` of the DOM test environment (jsdom) labels its
 * body text/plain, which would hide it from a reshape fault there.
 */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const errorResponse = (status: number, Message: string, CustomMessage?: string): Response => {
  const body: ErrorBody = CustomMessage ? { Message, CustomMessage } : { Message };
  return jsonResponse(body, status);
};

/** A bare status, for the contract's special answers (204, 467, 469, 473). */
export const statusResponse = (status: number): Response => new Response(null, { status });

export class BadRequest extends Error {
  override readonly name = 'BadRequest';
}

/** Parses and validates a JSON body; anything else is a 400. */
export const readBody = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> => {
  let data: unknown;
  try {
    data = await c.req.json();
  } catch {
    throw new BadRequest('Body must be JSON');
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new BadRequest(`Invalid body: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  }
  return result.data;
};

/** Parses a JSON body and validates it against the contract document's request schema for that call; else a 400. */
export const readContractBody = async <P extends ContractPath>(c: Context, path: P): Promise<RequestBody<P>> => {
  let data: unknown;
  try {
    data = await c.req.json();
  } catch {
    throw new BadRequest('Body must be JSON');
  }
  const issues = validateRequestBody(path, 'post', data);
  if (issues.length > 0) throw new BadRequest(`Invalid body: ${issues.map((i) => `${i.path} ${i.message}`).join('; ')}`);
  return data as RequestBody<P>;
};

/** Reads the query parameters the contract document requires for that call (by their wire names); a missing one is a 400. */
export const readContractQuery = <P extends ContractPath>(c: Context, path: P): Record<keyof QueryOf<P> & string, string> =>
  readQuery(c, requiredQueryNames(path, 'get')) as Record<keyof QueryOf<P> & string, string>;

/** Reads required query parameters (exact names, as the contract spells them); a missing one is a 400. */
export const readQuery = <K extends string>(c: Context, names: readonly K[]): Record<K, string> => {
  const entries = names.map((name) => {
    const value = c.req.query(name);
    if (value === undefined) throw new BadRequest(`Missing query parameter ${name}`);
    return [name, value] as const;
  });
  return Object.fromEntries(entries) as Record<K, string>;
};

/** Where the browser reaches the sandbox: the configured public URL, else the request's origin. */
export const publicUrlOf = (c: Context, options: ResolvedOptions): string => options.publicUrl ?? new URL(c.req.url).origin;

export const isoTime = (ms: number): string => new Date(ms).toISOString();
