import * as z from 'zod/mini';
import { ApiError, INVALID_RESPONSE_STATUS, isAbortError, parseRetryAfter } from './api-error.ts';

const parseMaybeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * The server's own words from an error body: its `CustomMessage` field in any casing (the error body's shape is our
 * assumption). No such field, a blank or a non-string one, or a body that is not a JSON object: none.
 */
const customMessageOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = Object.entries(body).find(([field]) => field.toLowerCase() === 'custommessage')?.[1];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

const readBodyText = async (response: Response, endpoint: string): Promise<string> => {
  try {
    return await response.text();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError({
      httpStatus: INVALID_RESPONSE_STATUS,
      kind: 'invalid-response',
      message: `Unreadable answer from ${endpoint}`,
      endpoint,
      cause: error,
    });
  }
};

/** Raises ApiError (kind 'http', the answer's status) for a non-OK answer. */
export const ensureOk = async (response: Response, endpoint: string): Promise<void> => {
  if (response.ok) return;
  const text = await readBodyText(response, endpoint).catch((error: unknown) => {
    if (isAbortError(error)) throw error;
    return '';
  });
  const body = text === '' ? undefined : parseMaybeJson(text);
  throw new ApiError({
    httpStatus: response.status,
    kind: 'http',
    message: `${endpoint} answered HTTP ${response.status}`,
    endpoint,
    customMessage: customMessageOf(body),
    body,
    retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
  });
};

export const invalidResponse = (endpoint: string, detail: string, body?: unknown, cause?: unknown): ApiError =>
  new ApiError({
    httpStatus: INVALID_RESPONSE_STATUS,
    kind: 'invalid-response',
    message: `Invalid answer from ${endpoint}: ${detail}`,
    endpoint,
    body,
    cause,
  });

/** Reads an OK answer as text. */
export const readText = async (response: Response, endpoint: string): Promise<string> => {
  await ensureOk(response, endpoint);
  return readBodyText(response, endpoint);
};

/** Reads an OK answer as JSON and validates it against the endpoint's schema. */
export const readJson = async <S extends z.ZodMiniType>(response: Response, schema: S, endpoint: string): Promise<z.output<S>> => {
  const text = await readText(response, endpoint);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw invalidResponse(endpoint, 'not JSON', text.slice(0, 200), error);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw invalidResponse(endpoint, z.prettifyError(result.error), data, result.error);
  return result.data;
};
