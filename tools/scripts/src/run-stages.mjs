// npm test: the suite's stages in order (issue 26), each through `npm run`, with their output passed through unchanged.
// Stops at the first stage that fails, with its exit code; prints each stage's duration at the end, also after a failure.
// The table comes after the stages' own closing lines (vitest's, Playwright's), which stay in the output as they were.
import { spawn } from 'node:child_process';

const STAGES = [
  'test:static',
  'test:unit',
  'build',
  'test:artifacts',
  'test:observatory',
  'build-storybook:test',
  'test:e2e',
  'test:engines',
];
const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

/** 1m 05s, 42.3s */
const duration = (ms) =>
  ms >= 60_000 ? `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s` : `${(ms / 1000).toFixed(1)}s`;

let current;
for (const signal of Object.keys(SIGNALS)) process.on(signal, () => current?.kill(signal));

/** Runs one stage; resolves with its exit code (128 + the signal's number when a signal ended it). */
function run(stage) {
  return new Promise((done) => {
    current = spawn('npm', ['run', stage], { stdio: 'inherit' });
    current.once('error', (error) => {
      console.error(`Could not start npm run ${stage}: ${error.message}`);
      done(1);
    });
    current.once('exit', (code, signal) => done(code ?? 128 + (SIGNALS[signal] ?? 1)));
  });
}

const times = [];
let exitCode = 0;
const start = Date.now();
for (const stage of STAGES) {
  const began = Date.now();
  exitCode = await run(stage);
  times.push([stage, Date.now() - began, exitCode]);
  if (exitCode !== 0) break;
}
const rows = times.map(([stage, ms, code]) => `  ${stage.padEnd(22)}${duration(ms).padStart(9)}${code ? `  (exit code ${code})` : ''}`);
const skipped = STAGES.slice(times.length).map((stage) => `  ${stage.padEnd(22)}${'not run'.padStart(9)}`);
console.info(
  ['', 'Stage durations:', ...rows, ...skipped, `  ${'total'.padEnd(22)}${duration(Date.now() - start).padStart(9)}`].join('\n'),
);
process.exit(exitCode);
