import type { Engine, Item, TelemetryContext, TelemetrySettings } from './types';

/**
 * The part of telemetry that is in the entry chunk, kept tiny: it stamps each item with the route template it
 * happened on and hands it to the engine (./engine, a lazy chunk fetched only when the served configuration switches
 * telemetry on). Until the engine is there, up to 50 items wait; when telemetry is off they are dropped at once.
 */
let engine: Engine | null | undefined;
let route = '';
/** The page is being left: a call cut short by the unload is no failure of the API's (its report would be noise). */
let leaving = false;
const waiting: Item[] = [];
const redacted: string[] = [];
let wording: () => unknown = () => [];
let variables: Record<string, string> = {};

function take(item: Item): void {
  const stamped = { ...item, route: item.route ?? route };
  if (engine) engine.take(stamped);
  else if (engine === undefined && waiting.length < 50) waiting.push(stamped);
}

const onError = (event: ErrorEvent) => take({ type: 'error', source: 'uncaught', error: event.error ?? event.message });
const onRejection = (event: PromiseRejectionEvent) => take({ type: 'error', source: 'rejection', error: event.reason });
/** Starts the engine at once: set while its chunk is in and it waits for the page's load and an idle period. */
let startNow: (() => void) | undefined;
const onLeave = () => {
  leaving = true;
  startNow?.();
};
const onReturn = () => {
  leaving = false;
};

/** Starts telemetry for the page: nothing is fetched and nothing is sent unless `settings` switch it on. */
export async function startTelemetry(settings: TelemetrySettings | undefined, context: TelemetryContext): Promise<void> {
  if (settings?.enabled && settings.collectorUrl) {
    // Listened for here, not in the lazy engine, so an error thrown before the engine has loaded is reported too.
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onRejection);
    addEventListener('pagehide', onLeave);
    addEventListener('pageshow', onReturn);
    try {
      // The engine's chunk (small) is fetched and evaluated at once; the engine starts (about 20 ms on the mid-tier
      // phone, web-vitals fetched) once the page has loaded, in an idle period, never between the tasks that hydrate
      // the first screen (issue 47: Total Blocking Time with monitoring on). What happens before it waits here; a page
      // left sooner starts it as it goes, so what waited is sent.
      const chunk = await import('./engine/engine');
      await new Promise<void>((done) => {
        const idle = () => (self.requestIdleCallback ?? setTimeout)(() => done());
        startNow = done;
        if (document.readyState == 'complete') idle();
        else addEventListener('load', idle);
      });
      startNow = undefined;
      engine = chunk.startEngine(settings, context, { route: () => route, redacted, wording: () => wording(), variables: () => variables });
      for (const item of waiting.splice(0)) engine.take(item);
      if (leaving) engine.flush('pagehide');
      return;
    } catch {
      // A collector's code that cannot load costs the customer nothing.
    }
  }
  engine = null;
  waiting.length = 0;
}

/** The matched route pattern (`/policy/:policyNumber`), never the path: set by the shell on every navigation (a view). */
export const setRouteTemplate = (template: string): void => {
  if (template !== route) take({ type: 'view', route: (route = template) });
};

/** The wording the page shows (i18next's resources, the configured texts) and its placeholders' values: a replay keeps only these readable. */
export const setReplayWording = (read: () => unknown, values: Record<string, string>): void => {
  wording = read;
  variables = values;
};

/** Values of the signed-in customer (name, address…) that no report may carry: replaced wherever they appear. */
export const redactValues = (values: readonly (string | null | undefined)[]): void => {
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed && trimmed.length >= 3 && !redacted.includes(trimmed)) redacted.push(trimmed);
  }
};

/** An error: caught by a route's error boundary ('boundary'), or a page chunk that failed to load ('chunk'). */
export const reportError = (error: unknown, source: 'boundary' | 'chunk'): void => take({ type: 'error', source, error });

/** A failed API call, by the fault matrix's call name and the status the client raised. */
export const reportApiFailure = (call: string, status: number, kind: string): void => {
  if (!leaving) take({ type: 'api', call, status, kind });
};

/** Every API call: the fault matrix's call name, its section 7 path (no query), method, status and milliseconds. */
export const reportApiCall = (call: Omit<Extract<Item, { type: 'call' }>, 'type'>): void => {
  if (!leaving) take({ ...call, type: 'call' });
};

/** A fixed monitoring message (section 8) with non-personal details. */
export const reportEvent = (message: string, details?: Record<string, string | number | boolean>): void =>
  take({ type: 'event', message, details });

/** Tests only: back to the state of a page that has not started telemetry. */
export const resetTelemetryForTests = (): void => {
  engine?.stop();
  engine = undefined;
  startNow = undefined;
  route = '';
  leaving = false;
  removeEventListener('error', onError);
  removeEventListener('unhandledrejection', onRejection);
  removeEventListener('pagehide', onLeave);
  removeEventListener('pageshow', onReturn);
  waiting.length = 0;
  redacted.length = 0;
};
