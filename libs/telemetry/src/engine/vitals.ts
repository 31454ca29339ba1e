import type { MetricWithAttribution } from 'web-vitals/attribution';
import { VITALS_OBSERVED_MARK } from '../vitals-mark';
import type { Rec } from './records';
import { scrubText } from './scrub';

/** The attribution fields worth sending (timings, states and element selectors), scrubbed; no URL beyond its origin. */
const FIELDS = [
  'element',
  'url',
  'timeToFirstByte',
  'resourceLoadDelay',
  'resourceLoadDuration',
  'elementRenderDelay',
  'interactionTarget',
  'interactionType',
  'inputDelay',
  'processingDuration',
  'presentationDelay',
  'loadState',
  'largestShiftTarget',
  'largestShiftValue',
  'firstByteToFCP',
  'waitingDuration',
  'cacheDuration',
  'dnsDuration',
  'connectionDuration',
  'requestDuration',
] as const;

/**
 * A web-vitals metric as OpenTelemetry's `browser.web_vital` event (semantic conventions: browser.web_vital.name in
 * lower case, value, delta, rating, id, navigation_type), its attribution as `portal.web_vital.<field>`.
 */
export function vitalRecord(metric: MetricWithAttribution, route: string, redacted: readonly string[]): Rec {
  const source = metric.attribution as unknown as Record<string, unknown>;
  const attribution: Record<string, string | number> = {};
  for (const field of FIELDS) {
    const value = source[field];
    if (typeof value === 'number') attribution[`portal.web_vital.${field}`] = Math.round(value * 1000) / 1000;
    else if (typeof value === 'string' && value) attribution[`portal.web_vital.${field}`] = scrubText(value, redacted, 200);
  }
  return {
    event: 'browser.web_vital',
    severity: 'INFO',
    route,
    attributes: {
      'browser.web_vital.name': metric.name.toLowerCase(),
      'browser.web_vital.value': Math.round(metric.value * 1000) / 1000,
      'browser.web_vital.delta': Math.round(metric.delta * 1000) / 1000,
      'browser.web_vital.rating': metric.rating,
      'browser.web_vital.id': metric.id,
      'browser.web_vital.navigation_type': metric.navigationType,
      ...attribution,
    },
  };
}

/** Resolves once the shell has set a route template (checked every 50 ms, for at most `ms`). */
export const routeKnown = (route: () => string, ms = 10_000): Promise<void> =>
  new Promise((done) => {
    const started = Date.now();
    const check = () => (route() || Date.now() - started >= ms ? done() : setTimeout(check, 50));
    check();
  });

/** Measures the five metrics with Google's web-vitals library (its own chunk, fetched only in a sampled session). */
export async function measureVitals(add: (record: Rec) => void, route: () => string, redacted: readonly string[]): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals/attribution');
  // The metrics are observed from the page's buffered entries: waiting for the router's first match loses none.
  await routeKnown(route);
  // Load metrics belong to the route the page was loaded on; INP and CLS to the route they are final on.
  let landing = '';
  const atLanding = (metric: MetricWithAttribution) => {
    landing ||= route();
    add(vitalRecord(metric, landing, redacted));
  };
  const atNow = (metric: MetricWithAttribution) => add(vitalRecord(metric, route(), redacted));
  onTTFB(atLanding);
  onFCP(atLanding);
  onLCP(atLanding);
  onINP(atNow);
  onCLS(atNow);
  performance.mark(VITALS_OBSERVED_MARK);
}
