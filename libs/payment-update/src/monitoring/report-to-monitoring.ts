import { reportEvent } from '@portal/telemetry';

/** What a deployment's monitoring receives: a fixed message (section 8) and non-personal details (never a token). */
export type MonitoringReporter = (message: string, details?: Record<string, string | number | boolean>) => void;

/** Section 8's messages go to the portal's one telemetry module (the collector a deployment names), and the console in development. */
const telemetryReporter: MonitoringReporter = (message, details) => {
  reportEvent(message, details);
  if (import.meta.env?.DEV) console.info(`[monitoring] ${message}`, details ?? '');
};

let reporter: MonitoringReporter = telemetryReporter;

/** Tests stand in for the reporter here (null: back to telemetry). Never shown to the user. */
export const setMonitoringReporter = (next: MonitoringReporter | null): void => {
  reporter = next ?? telemetryReporter;
};

export const reportToMonitoring: MonitoringReporter = (message, details) => reporter(message, details);

/** Section 8's monitoring messages. */
export const monitoringMessages = {
  formAuthFailed: (status: number) => `Failed to load Update Payment Method form auth - Status: ${status}`,
  scriptFailed: 'Update Payment Method web component script failed to load',
  validationFailed: 'Update Payment details form validation failed',
  validationSuccessful: 'Update Payment details form validation successful',
} as const;
