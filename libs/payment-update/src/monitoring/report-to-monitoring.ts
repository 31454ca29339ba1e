/** What a deployment's monitoring receives: a fixed message (section 8) and non-personal details (never a token). */
export type MonitoringReporter = (message: string, details?: Record<string, string | number | boolean>) => void;

const developmentReporter: MonitoringReporter = (message, details) => {
  if (import.meta.env?.DEV) console.info(`[monitoring] ${message}`, details ?? '');
};

let reporter: MonitoringReporter = developmentReporter;

/** The one reporting seam: a deployment wires its monitoring here; the console in development. Never shown to the user. */
export const setMonitoringReporter = (next: MonitoringReporter | null): void => {
  reporter = next ?? developmentReporter;
};

export const reportToMonitoring: MonitoringReporter = (message, details) => reporter(message, details);

/** Section 8's monitoring messages. */
export const monitoringMessages = {
  formAuthFailed: (status: number) => `Failed to load Update Payment Method form auth - Status: ${status}`,
  scriptFailed: 'Update Payment Method web component script failed to load',
  validationFailed: 'Update Payment details form validation failed',
  validationSuccessful: 'Update Payment details form validation successful',
} as const;
