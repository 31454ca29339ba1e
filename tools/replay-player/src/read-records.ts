/**
 * The rrweb events of a file of exported records: what the OpenTelemetry Collector's file exporter writes (OTLP JSON,
 * one ExportLogsServiceRequest per line, or one whole), where each `rrweb.events` log record's body is a batch of rrweb
 * events as JSON (libs/telemetry's replay); or a plain JSON array of rrweb events. Grouped by browser session
 * (`session.id`, on the record or its resource), each session's events in time order.
 */
export type RrwebEvent = { type: number; timestamp: number; data?: unknown };
export type Sessions = Map<string, RrwebEvent[]>;

type AnyValue = { stringValue?: string; intValue?: number | string; arrayValue?: { values?: AnyValue[] } };
type KeyValue = { key: string; value?: AnyValue };
type LogRecord = { eventName?: string; body?: AnyValue; attributes?: KeyValue[] };
type ExportRequest = {
  resourceLogs?: { resource?: { attributes?: KeyValue[] }; scopeLogs?: { logRecords?: LogRecord[] }[] }[];
};

/** The session of a plain array of events, which names none. */
export const UNNAMED = 'unnamed';

const isEvent = (value: unknown): value is RrwebEvent =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as RrwebEvent).type === 'number' &&
  typeof (value as RrwebEvent).timestamp === 'number';

const attribute = (attributes: KeyValue[] | undefined, key: string) => attributes?.find((entry) => entry.key === key)?.value?.stringValue;

function eventsOfBody(body: AnyValue | undefined): RrwebEvent[] {
  if (typeof body?.stringValue !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(body.stringValue);
    return Array.isArray(parsed) ? parsed.filter(isEvent) : [];
  } catch {
    return [];
  }
}

function add(sessions: Sessions, session: string, events: RrwebEvent[]) {
  if (!events.length) return;
  const list = sessions.get(session) ?? [];
  list.push(...events);
  sessions.set(session, list);
}

function addRequest(sessions: Sessions, request: ExportRequest) {
  for (const resourceLogs of request.resourceLogs ?? []) {
    const resourceSession = attribute(resourceLogs.resource?.attributes, 'session.id');
    for (const scopeLogs of resourceLogs.scopeLogs ?? [])
      for (const record of scopeLogs.logRecords ?? []) {
        if (record.eventName && record.eventName !== 'rrweb.events') continue;
        add(sessions, attribute(record.attributes, 'session.id') ?? resourceSession ?? UNNAMED, eventsOfBody(record.body));
      }
  }
}

/** Every session's events in the file's text; an error naming what was expected when it holds none. */
export function readRecords(text: string): Sessions {
  const sessions: Sessions = new Map();
  const trimmed = text.trim();
  let documents: unknown[];
  try {
    documents = [JSON.parse(trimmed)];
  } catch {
    // JSON lines: the file exporter's default, one export request per line.
    documents = trimmed
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as unknown);
  }
  for (const document of documents) {
    if (Array.isArray(document)) add(sessions, UNNAMED, document.filter(isEvent));
    else if (document && typeof document === 'object') addRequest(sessions, document as ExportRequest);
  }
  for (const [session, events] of sessions) {
    const seen = new Set<string>();
    const unique = events.filter((event) => {
      const key = JSON.stringify(event);
      return !seen.has(key) && !!seen.add(key);
    });
    sessions.set(
      session,
      unique.sort((a, b) => a.timestamp - b.timestamp),
    );
  }
  if (!sessions.size)
    throw new Error('No replay in the file: expected OTLP JSON logs with rrweb.events records, or a JSON array of rrweb events');
  return sessions;
}
