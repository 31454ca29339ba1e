import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { RegisteredBrand } from '@portal/brand-registry';
import { brandsNamed } from '../matrix';
import type { Engine, EngineName } from './engine';
import { startServers, resetSandbox } from './engine-servers';
import { gecko } from './gecko';
import { SHOTS_DIR, runJourney, type Journey } from './journey';
import { JOURNEYS } from './journeys';
import { webkit } from './webkit';

/**
 * The journeys in the engines Playwright's Chromium runs do not cover: Gecko (Debian's Firefox ESR) and WebKit
 * (WebKitGTK's MiniBrowser), against the built artifacts served as deployed (serve-all.ts). `npm run test:engines`;
 * `-- --engine webkit` runs one engine, `--grep <text>` the journeys whose brand or title contains it.
 * Prints each engine's time; exits 1 when any journey fails.
 */
const ENGINES: Record<EngineName, Engine> = { gecko, webkit };
const { values } = parseArgs({ options: { engine: { type: 'string', multiple: true }, grep: { type: 'string' } } });
const chosen = (values.engine ?? Object.keys(ENGINES)).map((name) => {
  const engine = ENGINES[name as EngineName];
  if (!engine) throw new Error(`Unknown engine ${name} (${Object.keys(ENGINES).join(', ')})`);
  return engine;
});

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;
const cases = (journeys: readonly Journey[]) =>
  journeys.flatMap((journey) =>
    brandsNamed(...journey.brands)
      .map((brand) => ({ journey, brand }))
      .filter(({ journey: j, brand }) => !values.grep || `${brand.brand.slug} ${j.title}`.includes(values.grep)),
  );

/** One journey in a new browser: true when it passed, false when it failed, or why the browser went away. */
async function attempt(engine: Engine, brand: RegisteredBrand, journey: Journey, retried: boolean): Promise<boolean | string> {
  const title = `[${engine.name}] ${brand.brand.slug} › ${journey.title}`;
  const start = Date.now();
  const page = await engine.open();
  try {
    await page.setWidth(1280, 800);
    await runJourney(page, brand, journey);
    console.info(`  ✓ ${title} (${seconds(Date.now() - start)})${retried ? ' (in its second browser)' : ''}`);
    return true;
  } catch (error) {
    const text = String(error instanceof Error ? error.stack : error);
    // The browser itself went away mid-journey (WebKit's MiniBrowser has crashed on CI, its driver answering
    // "invalid session id"): not the portal's doing, so the journey runs once more in a new browser, and the run
    // says so. A failure in a browser still there is never run again.
    if (!retried && !(await page.alive())) return text.split('\n')[0] ?? text;
    const shot = `${SHOTS_DIR}/${engine.name}-${brand.brand.slug}-failure.png`;
    await page.screenshot(shot).catch(() => undefined);
    console.error(`  ✘ ${title} (${seconds(Date.now() - start)})\n    ${text}\n    ${shot}`);
    return false;
  } finally {
    await page.close();
  }
}

async function runCase(engine: Engine, brand: RegisteredBrand, journey: Journey): Promise<boolean> {
  const first = await attempt(engine, brand, journey, false);
  if (typeof first === 'boolean') return first;
  console.warn(
    `  ↻ [${engine.name}] ${brand.brand.slug} › ${journey.title}: the browser ended the session (${first}); once more in a new browser`,
  );
  return (await attempt(engine, brand, journey, true)) === true;
}

async function runEngine(engine: Engine): Promise<{ failed: number; ms: number }> {
  const began = Date.now();
  await resetSandbox();
  let failed = 0;
  for (const { journey, brand } of cases(JOURNEYS)) if (!(await runCase(engine, brand, journey))) failed++;
  return { failed, ms: Date.now() - began };
}

mkdirSync(SHOTS_DIR, { recursive: true });
const stop = await startServers();
process.once('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
const times: string[] = [];
let failures = 0;
try {
  for (const engine of chosen) {
    const { failed, ms } = await runEngine(engine);
    failures += failed;
    times.push(`  ${engine.name.padEnd(8)}${seconds(ms).padStart(8)}${failed ? `  (${failed} failed)` : ''}`);
  }
} finally {
  stop();
}
console.info(['', 'Engine times:', ...times].join('\n'));
process.exit(failures ? 1 : 0);
