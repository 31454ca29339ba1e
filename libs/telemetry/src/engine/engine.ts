import type { Engine, EngineHooks, Item, TelemetryContext, TelemetrySettings } from '../types';
import { originOnly, scrubText } from './scrub';
import { beacon, createBatcher, type Send } from './batcher';
import { toReport } from './to-report';
import { measureVitals } from './vitals';
import type { Raw } from './wire';

const pageId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);

/**
 * The lazy chunk: listens for CSP violations (uncaught errors and rejections are listened for by the entry's part,
 * from the start of the page, and handed over through `take`), measures Web Vitals on a sampled page, and sends batches when the page is hidden or left (or 5 s after a first report).
 */
export function startEngine(settings: TelemetrySettings, context: TelemetryContext, hooks: EngineHooks, send: Send = beacon): Engine {
  const batcher = createBatcher(settings.collectorUrl, { ...context, page: pageId() }, send);
  const take = (item: Item) => batcher.add(toReport(item, hooks));
  const add = (report: Raw) => batcher.add(report);

  const onViolation = (event: SecurityPolicyViolationEvent) =>
    add({
      type: 'csp',
      route: hooks.route(),
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: originOnly(event.blockedURI),
      disposition: event.disposition,
      ...(event.sourceFile ? { sourceFile: scrubText(event.sourceFile, hooks.redacted, 200), line: event.lineNumber } : {}),
    });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') batcher.flush();
  };

  document.addEventListener('securitypolicyviolation', onViolation);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', batcher.flush);
  if (Math.random() < settings.vitalsSampleRate) void measureVitals(add, hooks.route, hooks.redacted).catch(() => undefined);

  return {
    take,
    flush: batcher.flush,
    stop: () => {
      document.removeEventListener('securitypolicyviolation', onViolation);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', batcher.flush);
    },
  };
}
