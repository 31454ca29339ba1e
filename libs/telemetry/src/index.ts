// Public face of @portal/telemetry: the browser session's views, actions, API calls, errors, Web Vitals, CSP violations,
// monitoring messages and replay, as OpenTelemetry log records (OTLP/HTTP JSON) to the collector a deployment names
// (README.md: settings and wire format). The engine is a lazy chunk loaded only when on.
export {
  startTelemetry,
  setRouteTemplate,
  setReplayWording,
  redactValues,
  reportError,
  reportApiCall,
  reportApiFailure,
  reportEvent,
} from './telemetry';
export { VITALS_OBSERVED_MARK } from './vitals-mark';
