import type { EngineHooks, Item } from '../types';
import { scrubText } from './scrub';
import type { Raw } from './wire';

/** The call names of the fault matrix (libs/session) and nothing else: an unknown name is sent as 'other'. */
const CALL_NAME = /^[a-zA-Z]{3,40}$/;

function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (typeof error === 'string') return { name: 'string', message: error };
  return { name: typeof error, message: '' };
}

/** An item as a report: every free text scrubbed of personal values (./scrub.ts). */
export function toReport(item: Item, hooks: EngineHooks): Raw {
  const scrub = (text: string, max?: number) => scrubText(text, hooks.redacted, max);
  const route = item.route ?? hooks.route();
  switch (item.type) {
    case 'error': {
      const { name, message, stack } = describe(item.error);
      return {
        type: 'error',
        route,
        source: item.source,
        name: scrub(name, 60),
        message: scrub(message),
        ...(stack ? { stack: scrub(stack, 2000) } : {}),
      };
    }
    case 'api':
      return { type: 'api', route, call: CALL_NAME.test(item.call) ? item.call : 'other', status: item.status, kind: scrub(item.kind, 20) };
    case 'event': {
      const details = item.details
        ? Object.fromEntries(Object.entries(item.details).map(([k, v]) => [scrub(k, 40), typeof v === 'string' ? scrub(v, 100) : v]))
        : undefined;
      return { type: 'event', route, message: scrub(item.message, 200), ...(details ? { details } : {}) };
    }
  }
}

/** What makes two reports the same (a loop of one error is one report with a count). */
export function keyOf(report: Raw): string {
  switch (report.type) {
    case 'error':
      return `error|${report.source}|${report.name}|${report.message}|${report.route}`;
    case 'api':
      return `api|${report.call}|${report.status}|${report.route}`;
    case 'vital':
      return `vital|${report.name}`;
    case 'csp':
      return `csp|${report.directive}|${report.blocked}|${report.route}`;
    case 'event':
      return `event|${report.message}|${report.route}`;
  }
}
