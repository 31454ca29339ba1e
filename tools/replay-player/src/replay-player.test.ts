import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registeredBrands } from '@portal/brand-registry';
import { playerPage, servePage } from './player-page';
import { readRecords, UNNAMED } from './read-records';

const events = (session: string, at: number) => [
  { type: 4, timestamp: at, data: { href: 'https://portal.example/contacts', width: 1280, height: 720 } },
  { type: 2, timestamp: at + 1, data: { node: { type: 0, id: 1, childNodes: [] }, initialOffset: { left: 0, top: 0 } }, session },
];

/** As the collector's file exporter writes them: one export request per line, a replay batch per record's body. */
const exportLine = (session: string, batches: unknown[][], eventName = 'rrweb.events') =>
  JSON.stringify({
    resourceLogs: [
      {
        resource: { attributes: [{ key: 'service.name', value: { stringValue: 'kowhai-portal' } }] },
        scopeLogs: [
          {
            scope: { name: '@portal/telemetry' },
            logRecords: batches.map((batch) => ({
              eventName,
              body: { stringValue: JSON.stringify(batch) },
              attributes: [{ key: 'session.id', value: { stringValue: session } }],
            })),
          },
        ],
      },
    ],
  });

let server: Server | undefined;
afterEach(() => server?.close());

describe('the replay player', () => {
  it('reads the collector’s exported records: each session’s rrweb events in time order, other records left out', () => {
    const [meta, snapshot] = events('a', 100);
    const text = [
      exportLine('a', [[snapshot], [meta]]),
      exportLine('b', [events('b', 50)]),
      exportLine('a', [[{ type: 3, timestamp: 1, data: 'not a replay' }]], 'browser.web_vital'),
    ].join('\n');
    const sessions = readRecords(text);
    expect([...sessions.keys()]).toEqual(['a', 'b']);
    expect(sessions.get('a')!.map((event) => event.timestamp)).toEqual([100, 101]);
  });

  it('reads a plain JSON array of rrweb events, and says what it expected of a file that holds no replay', () => {
    expect(readRecords(JSON.stringify(events('x', 1))).get(UNNAMED)).toHaveLength(2);
    expect(() => readRecords('{"resourceLogs":[]}')).toThrow(/No replay/);
  });

  it('serves a page that plays the session with rrweb’s player, the events inline and unable to end their script', async () => {
    const recorded = [
      ...events('a', 1),
      { type: 3, timestamp: 3, data: { source: 0, texts: [{ id: 2, value: '</script><script>alert(1)</script>' }] } },
    ];
    server = await servePage(playerPage(recorded, 'Replay of session a'), 0);
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('rrwebPlayer');
    expect(page).toContain('"href":"https://portal.example/contacts"');
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).toContain('<title>Replay of session a</title>');
  });

  it('plays the README’s sample: a session the collector exported, recorded from a story with the portal’s masks', async () => {
    const text = readFileSync(join(import.meta.dirname, '../../../brands/wattlebird/replay-sample/contacts-session.otlp.jsonl'), 'utf8');
    const [session, events] = [...readRecords(text)][0]!;
    expect(events.slice(0, 2).map((event) => event.type)).toEqual([4, 2]);
    server = await servePage(playerPage(events, `Replay of session ${session}`), 0);
    const { port } = server.address() as { port: number };
    const page = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(page).toContain('My contact details');
    // The customer's values arrive masked: no e-mail address, no phone or postcode digits but the brand's own number.
    expect(text).not.toMatch(/[\w.-]+@[\w-]+\.\w/);
    expect(text.replaceAll(registeredBrands[0]!.brand.phone, '')).not.toMatch(/textContent\\":\\"[^\\"]*\d/);
  });
});
