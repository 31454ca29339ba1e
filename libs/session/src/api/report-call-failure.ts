import { apiPaths, isApiError, type ApiClient } from '@portal/core-api';
import { reportApiCall, reportApiFailure } from '@portal/telemetry';

/** The fault matrix's name of a call (its keys are apiPaths' but for the bot check's); 'other' for anything else. */
export function callNameOf(endpoint: string): string {
  const found = Object.entries(apiPaths).find(([, path]) => endpoint.endsWith(path))?.[0];
  return found === 'botCheckVerify' ? 'verifyBotCheck' : (found ?? 'other');
}

/** A failed call to telemetry, by call name and status (never its URL, body or message). */
export function reportCallFailure(error: unknown): void {
  if (isApiError(error)) reportApiFailure(callNameOf(error.endpoint), error.httpStatus, error.kind);
}

/**
 * The client with every call reported to telemetry as it ends: call name, section 7 path (never the query, which may
 * hold a policy number), method, status (an ApiError's for a network failure or time-out) and milliseconds. An
 * abort is no call's end.
 */
export function reportTimedCalls(client: ApiClient, report = reportApiCall): ApiClient {
  const send: ApiClient['send'] = async (request) => {
    const started = performance.now();
    const ended = (status: number) =>
      report({ call: callNameOf(request.path), path: request.path, method: request.method, status, duration: performance.now() - started });
    try {
      const response = await client.send(request);
      ended(response.status);
      return response;
    } catch (error) {
      if (isApiError(error)) ended(error.httpStatus);
      throw error;
    }
  };
  return { ...client, send };
}
