// @portal/telemetry/testing: for tests only.
export { resetTelemetryForTests } from '../telemetry';
