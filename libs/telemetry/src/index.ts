// Public face of @portal/telemetry: errors, API failures, Web Vitals, CSP violations and monitoring messages to the
// collector a deployment names (README.md: settings and wire format). The engine is a lazy chunk loaded only when on.
export { startTelemetry, setRouteTemplate, redactValues, reportError, reportApiFailure, reportEvent } from './telemetry';
export { VITALS_OBSERVED_MARK } from './vitals-mark';
