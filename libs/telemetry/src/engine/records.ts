import type { EngineHooks, Item } from '../types';
import type { Attributes, Severity } from './otlp';
import { scrubText } from './scrub';

/**
 * One thing that happened, before the batcher stamps it (time, session.id, route): an OpenTelemetry event
 * (`eventName`) with semantic-convention attributes where OpenTelemetry has them, `portal.*` where it has none.
 * `key`: deduplicated per page (an error in a loop is one record with `portal.count`); without, part of the ordered
 * session stream (views, actions, API calls, Web Vitals, replay).
 */
export type Rec = { event: string; severity: Severity; route: string; attributes: Attributes; body?: string; key?: string };

/** The call names of the fault matrix (libs/session) and nothing else: an unknown name is sent as 'other'. */
const CALL_NAME = /^[a-zA-Z]{3,40}$/;
/** A section 7 path (`/api/v1/Policy/policydetail`): no values are ever in one; anything else is sent as 'other'. */
const API_PATH = /^(\/[A-Za-z][A-Za-z0-9]{0,40}){1,6}$/;

function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (typeof error === 'string') return { name: 'string', message: error };
  return { name: typeof error, message: '' };
}

/** An item as a record: every free text scrubbed of personal values (./scrub.ts). */
export function toRecord(item: Item, hooks: EngineHooks): Rec {
  const scrub = (text: string, max?: number) => scrubText(text, hooks.redacted, max);
  const route = item.route ?? hooks.route();
  switch (item.type) {
    case 'error': {
      const { name, message, stack } = describe(item.error);
      const type = scrub(name, 60);
      const text = scrub(message);
      return {
        event: 'exception',
        severity: 'ERROR',
        route,
        key: `error|${item.source}|${type}|${text}|${route}`,
        attributes: {
          'exception.type': type,
          'exception.message': text,
          ...(stack ? { 'exception.stacktrace': scrub(stack, 2000) } : {}),
          'portal.error.source': item.source,
        },
      };
    }
    case 'api': {
      const call = CALL_NAME.test(item.call) ? item.call : 'other';
      return {
        event: 'portal.api_failure',
        severity: 'WARN',
        route,
        key: `api|${call}|${item.status}|${route}`,
        attributes: { 'portal.api.call': call, 'http.response.status_code': item.status, 'error.type': scrub(item.kind, 20) },
      };
    }
    case 'call':
      return {
        event: 'portal.api_call',
        severity: item.status >= 400 ? 'WARN' : 'INFO',
        route,
        attributes: {
          'portal.api.call': CALL_NAME.test(item.call) ? item.call : 'other',
          'url.template': API_PATH.test(item.path) ? item.path : 'other',
          'http.request.method': item.method === 'GET' || item.method === 'POST' ? item.method : '_OTHER',
          'http.response.status_code': item.status,
          'portal.api.duration_ms': Math.round(item.duration),
        },
      };
    case 'view':
      return { event: 'portal.view', severity: 'INFO', route, attributes: {} };
    case 'event': {
      const message = scrub(item.message, 200);
      const details: Attributes = {};
      for (const [k, v] of Object.entries(item.details ?? {}))
        details[`portal.detail.${scrub(k, 40)}`] = typeof v === 'string' ? scrub(v, 100) : v;
      return { event: 'portal.event', severity: 'WARN', route, key: `event|${message}|${route}`, body: message, attributes: details };
    }
  }
}
