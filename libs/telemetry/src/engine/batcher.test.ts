import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher, FLUSH_DELAY_MS, MAX_DEDUPED_PER_PAGE, type FlushReason } from './batcher';
import type { ExportLogsServiceRequest } from './otlp';
import type { Rec } from './records';

const error = (message: string): Rec => ({
  event: 'exception',
  severity: 'ERROR',
  route: '/',
  key: `error|${message}`,
  attributes: { 'exception.message': message },
});
const view = (route: string): Rec => ({ event: 'portal.view', severity: 'INFO', route, attributes: {} });

describe('the batcher', () => {
  let sent: { body: ExportLogsServiceRequest; reason: FlushReason }[];
  let batcher: ReturnType<typeof createBatcher>;
  const records = () => sent.flatMap((s) => s.body.resourceLogs[0]?.scopeLogs[0]?.logRecords ?? []);
  const attribute = (record: ReturnType<typeof records>[number], key: string) => record.attributes.find((a) => a.key === key)?.value;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    batcher = createBatcher('/v1/logs', [], 's', (_, body, reason) =>
      sent.push({ body: JSON.parse(body) as ExportLogsServiceRequest, reason }),
    );
  });
  afterEach(() => vi.useRealTimers());

  it('sends a loop of one error as one record with its count, once per page', () => {
    for (let i = 0; i < 500; i++) batcher.add(error('same'));
    batcher.flush();
    batcher.add(error('same'));
    batcher.flush();
    expect(records()).toHaveLength(1);
    expect(attribute(records()[0]!, 'portal.count')).toEqual({ intValue: 500 });
  });

  it('keeps the stream whole and in order: the same view twice is two views, between the records around it', () => {
    batcher.add(view('/'));
    batcher.add(error('a'));
    batcher.add(view('/contacts'));
    batcher.add(view('/'));
    batcher.flush();
    expect(records().map((r) => `${r.eventName} ${JSON.stringify(attribute(r, 'app.screen.name'))}`)).toEqual([
      'portal.view {"stringValue":"/"}',
      'exception {"stringValue":"/"}',
      'portal.view {"stringValue":"/contacts"}',
      'portal.view {"stringValue":"/"}',
    ]);
    for (const record of records()) expect(attribute(record, 'session.id')).toEqual({ stringValue: 's' });
  });

  it('sends nothing until the page is hidden or the delay has passed, then one body', () => {
    batcher.add(error('a'));
    batcher.add(view('/'));
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent.map((s) => [s.reason, s.body.resourceLogs[0]?.scopeLogs[0]?.logRecords.length])).toEqual([['timer', 2]]);
    batcher.add(view('/contacts'));
    batcher.flush('pagehide');
    expect(sent[1]?.reason).toBe('pagehide');
  });

  it('keeps at most MAX_DEDUPED_PER_PAGE distinct errors of one page', () => {
    for (let i = 0; i < MAX_DEDUPED_PER_PAGE + 25; i++) batcher.add(error(`e${i}`));
    batcher.flush();
    expect(records()).toHaveLength(MAX_DEDUPED_PER_PAGE);
  });

  it('costs nothing when the collector cannot be reached', () => {
    const failing = createBatcher('/v1/logs', [], 's', () => {
      throw new Error('down');
    });
    failing.add(error('a'));
    expect(() => failing.flush()).not.toThrow();
  });
});
