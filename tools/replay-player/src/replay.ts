import { readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { playerPage, servePage } from './player-page';
import { readRecords } from './read-records';

/**
 * `npm run replay -- <file>`: plays a captured session for a support person. The file: the collector's exported records
 * (OTLP JSON logs, the `rrweb.events` records of libs/telemetry's replay) or a JSON array of rrweb events. Serves the
 * player at http://127.0.0.1:4140/ until stopped (Ctrl+C).
 *
 * Options: --session <id> (the file's first session), --port <n> (4140), --out <file.html> (write the page, serve nothing).
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { session: { type: 'string' }, port: { type: 'string', default: '4140' }, out: { type: 'string' } },
});
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run replay -- <exported records file> [--session <id>] [--port 4140] [--out page.html]');
  process.exit(2);
}

const sessions = readRecords(readFileSync(resolve(file), 'utf8'));
const session = values.session ?? [...sessions.keys()][0]!;
const events = sessions.get(session);
if (!events) {
  console.error(`No session ${session} in ${file}; it holds: ${[...sessions.keys()].join(', ')}`);
  process.exit(1);
}
if (sessions.size > 1) console.info(`${sessions.size} sessions in the file (--session <id> to choose): ${[...sessions.keys()].join(', ')}`);
const html = playerPage(events, `Replay of session ${session} (${basename(file)}), ${events.length} events`);

if (values.out) {
  writeFileSync(resolve(values.out), html);
  console.info(`Wrote ${values.out}`);
} else {
  const server = await servePage(html, Number(values.port));
  const address = server.address();
  console.info(
    `Playing session ${session}: http://127.0.0.1:${typeof address === 'object' && address ? address.port : values.port}/ (Ctrl+C to stop)`,
  );
}
