import { apiPaths, isApiError } from '@portal/core-api';
import { reportApiFailure } from '@portal/telemetry';

/** The fault matrix's name of a call (its keys are apiPaths' but for the bot check's); 'other' for anything else. */
export function callNameOf(endpoint: string): string {
  const found = Object.entries(apiPaths).find(([, path]) => endpoint.endsWith(path))?.[0];
  return found === 'botCheckVerify' ? 'verifyBotCheck' : (found ?? 'other');
}

/** A failed call to telemetry, by call name and status (never its URL, body or message). */
export function reportCallFailure(error: unknown): void {
  if (isApiError(error)) reportApiFailure(callNameOf(error.endpoint), error.httpStatus, error.kind);
}
