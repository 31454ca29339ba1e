import type { Engine, EngineHooks, Item, TelemetryContext, TelemetrySettings } from '../types';
import { actionOf } from './actions';
import { createBatcher, type Send } from './batcher';
import { browserSession, randomId } from './browser-session';
import { keyValues, resourceAttributes } from './otlp';
import { toRecord, type Rec } from './records';
import { startReplay } from '../replay/start-replay';
import { startReplayWhenInteractive } from './replay-wiring';
import { originOnly, scrubText } from './scrub';
import { logsUrl, post } from './transport';
import { measureVitals } from './vitals';

/**
 * The lazy chunk: the browser session (id and sampling, ./browser-session.ts), CSP violations, actions (clicks on
 * controls), Web Vitals and the replay of a sampled session, and every item the entry's part hands over; all as
 * OpenTelemetry log records to `<collectorUrl>/v1/logs`, sent when the page is hidden or left (or 5 s after a first
 * record). Errors, API failures, CSP reports and monitoring events are sent in every session; the stream (views,
 * actions, API calls, vitals, replay) only in a sampled one.
 */
export function startEngine(settings: TelemetrySettings, context: TelemetryContext, hooks: EngineHooks, send: Send = post): Engine {
  const session = browserSession(settings);
  const batcher = createBatcher(logsUrl(settings.collectorUrl), keyValues(resourceAttributes(context, randomId())), session.id, send);
  const add = (record: Rec) => {
    if (record.key !== undefined || session.sampled) batcher.add({ ...record, route: scrubText(record.route, hooks.redacted, 200) });
  };
  const take = (item: Item) => add(toRecord(item, hooks));

  const onViolation = (event: SecurityPolicyViolationEvent) =>
    add({
      event: 'portal.csp_violation',
      severity: 'WARN',
      route: hooks.route(),
      key: `csp|${event.effectiveDirective || event.violatedDirective}|${originOnly(event.blockedURI)}|${hooks.route()}`,
      attributes: {
        'portal.csp.directive': event.effectiveDirective || event.violatedDirective,
        'portal.csp.blocked': originOnly(event.blockedURI),
        'portal.csp.disposition': event.disposition,
        ...(event.sourceFile
          ? { 'code.file.path': scrubText(event.sourceFile, hooks.redacted, 200), 'code.line.number': event.lineNumber }
          : {}),
      },
    });
  const onClick = (event: MouseEvent) => {
    const action = actionOf(event.target, hooks.route(), hooks.redacted);
    if (action) add(action);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') batcher.flush('hidden');
  };
  const onLeave = () => batcher.flush('pagehide');

  document.addEventListener('securitypolicyviolation', onViolation);
  document.addEventListener('click', onClick, true);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onLeave);
  if (session.started) add({ event: 'session.start', severity: 'INFO', route: hooks.route(), attributes: {} });
  if (session.sampled) void measureVitals(add, hooks.route, hooks.redacted).catch(() => undefined);
  // Replay (../replay: rrweb in its own lazy chunk, every input and every text but the portal's wording masked).
  const stopReplay = session.replay
    ? startReplayWhenInteractive(
        (emit) => startReplay({ emit, wording: hooks.wording, variables: hooks.variables?.(), route: hooks.route }),
        add,
        hooks.route,
      )
    : undefined;

  return {
    take,
    flush: (reason) => batcher.flush(reason),
    stop: () => {
      stopReplay?.();
      document.removeEventListener('securitypolicyviolation', onViolation);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onLeave);
    },
  };
}
