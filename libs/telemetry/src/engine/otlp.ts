/**
 * OpenTelemetry's OTLP/HTTP JSON for logs (opentelemetry-proto's ExportLogsServiceRequest, as OpenTelemetry's own
 * JsonLogsSerializer writes it): resourceLogs → scopeLogs → logRecords, attributes as key/value lists.
 */
type Scalar = { stringValue: string } | { intValue: number } | { doubleValue: number } | { boolValue: boolean };
export type AnyValue = Scalar | { arrayValue: { values: Scalar[] } };
export type KeyValue = { key: string; value: AnyValue };
export type Attributes = Record<string, string | number | boolean | string[]>;

export type LogRecord = {
  timeUnixNano: string;
  observedTimeUnixNano: string;
  severityNumber: number;
  severityText: string;
  /** No body is an empty AnyValue, as OpenTelemetry's JSON serializer writes it. */
  body: { stringValue: string } | Record<string, never>;
  eventName: string;
  attributes: KeyValue[];
  droppedAttributesCount: 0;
};

export type ExportLogsServiceRequest = {
  resourceLogs: {
    resource: { attributes: KeyValue[]; droppedAttributesCount: 0 };
    scopeLogs: { scope: { name: string; version: string }; logRecords: LogRecord[] }[];
  }[];
};

/** The instrumentation scope of every record: this library, and the version of what it sends. */
export const SCOPE = { name: '@portal/telemetry', version: '2' } as const;

/** OpenTelemetry's severity numbers (logs data model) for the three levels the portal uses. */
export const SEVERITY = { INFO: 9, WARN: 13, ERROR: 17 } as const;
export type Severity = keyof typeof SEVERITY;

const scalar = (value: string | number | boolean): Scalar =>
  typeof value === 'string'
    ? { stringValue: value }
    : typeof value === 'boolean'
      ? { boolValue: value }
      : Number.isInteger(value)
        ? { intValue: value }
        : { doubleValue: value };

export const keyValues = (attributes: Attributes): KeyValue[] =>
  Object.entries(attributes).map(([key, value]) => ({
    key,
    value: Array.isArray(value) ? { arrayValue: { values: value.map(scalar) } } : scalar(value),
  }));

/** Now, in nanoseconds since the epoch as OTLP's JSON writes it (a decimal string), to the microsecond. */
export const nowUnixNano = (): string => `${Math.round((performance.timeOrigin + performance.now()) * 1000)}000`;

export function logRecord(event: string, severity: Severity, attributes: Attributes, time: string, body?: string): LogRecord {
  return {
    timeUnixNano: time,
    observedTimeUnixNano: time,
    severityNumber: SEVERITY[severity],
    severityText: severity,
    body: body === undefined ? {} : { stringValue: body },
    eventName: event,
    attributes: keyValues(attributes),
    droppedAttributesCount: 0,
  };
}

export const exportRequest = (resource: KeyValue[], logRecords: LogRecord[]): ExportLogsServiceRequest => ({
  resourceLogs: [{ resource: { attributes: resource, droppedAttributesCount: 0 }, scopeLogs: [{ scope: SCOPE, logRecords }] }],
});

/**
 * The resource of every body (semantic conventions: service.*, deployment.*, browser.*, user_agent.*). The page
 * load is the service's instance (`service.instance.id`, random): one browser session spans several page loads.
 */
export function resourceAttributes(context: { brand: string; release: string; environment?: string }, pageId: string): Attributes {
  const agent = (
    navigator as Navigator & { userAgentData?: { brands?: { brand: string; version: string }[]; mobile?: boolean; platform?: string } }
  ).userAgentData;
  return {
    'service.name': `${context.brand}-portal`,
    'service.namespace': context.brand,
    'service.version': context.release,
    'service.instance.id': pageId,
    ...(context.environment ? { 'deployment.environment.name': context.environment } : {}),
    ...(navigator.language ? { 'browser.language': navigator.language } : {}),
    ...(agent?.platform ? { 'browser.platform': agent.platform } : {}),
    ...(typeof agent?.mobile === 'boolean' ? { 'browser.mobile': agent.mobile } : {}),
    ...(agent?.brands?.length ? { 'browser.brands': agent.brands.map((b) => `${b.brand} ${b.version}`) } : {}),
    'user_agent.original': navigator.userAgent,
  };
}
