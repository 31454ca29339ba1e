import type { Fault } from '../state/faults.ts';
import { reshapeJson } from '../state/reshape.ts';

/** Statuses whose answer can carry no body (the Fetch standard refuses one). */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** An 'answer' fault's response: exactly its status (default 200), raw body and Content-Type. */
export const rawAnswer = (fault: Fault): Response => {
  const status = fault.status ?? 200;
  const body = NULL_BODY_STATUSES.has(status) ? null : (fault.body ?? null);
  return new Response(body, { status, headers: fault.contentType ? { 'Content-Type': fault.contentType } : {} });
};

/**
 * A 'reshape' fault applied to the sandbox's own answer: a JSON body reshaped (state/reshape.ts), answered with the
 * fault's status when it has one, else the answer's own. An answer that is not JSON keeps its body.
 */
export const reshapedAnswer = async (answer: Response, fault: Fault): Promise<Response> => {
  const status = fault.status ?? answer.status;
  const headers = new Headers(answer.headers);
  headers.delete('Content-Length');
  const text = await answer.text();
  let body = text;
  if (fault.reshape && /json/i.test(headers.get('Content-Type') ?? '')) {
    try {
      body = JSON.stringify(reshapeJson(JSON.parse(text), fault.reshape));
    } catch {
      body = text;
    }
  }
  return new Response(NULL_BODY_STATUSES.has(status) ? null : body, { status, headers });
};
