import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { registeredBrands } from '@portal/brand-registry';
import { QUIET_CHROMIUM_ARGS, serveStatic } from '@portal/dev-server';
import { build } from 'rolldown';
import { playerPage, servePage } from './player-page';
import { readRecords } from './read-records';

/**
 * `npx tsx tools/replay-player/src/record-sample.ts`: the README's sample session and screenshot. Records a story of the
 * built Storybook (dist/storybook; `npm run build-storybook:test` first) in headless Chromium with libs/telemetry's
 * replay recorder (its masks, the portal's wording as the page would give it), writes the batches as the collector's
 * file exporter would (OTLP JSON lines), then plays them with the player and photographs it.
 *
 * Options: --story <id> (contacts-contactspage--australian), --out <file> (brands/wattlebird/replay-sample/
 * contacts-session.otlp.jsonl), --shot <png> (docs/images/replay-player.png).
 */
const root = resolve(import.meta.dirname, '../../..');
const { values } = parseArgs({
  options: {
    story: { type: 'string', default: 'contacts-contactspage--australian' },
    out: { type: 'string', default: join(root, 'brands/wattlebird/replay-sample/contacts-session.otlp.jsonl') },
    shot: { type: 'string', default: join(root, 'docs/images/replay-player.png') },
  },
});

/** The recorder as a browser script (window.recordReplay), built from the lib's source. */
async function recorderScript(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'replay-sample-'));
  const entry = join(dir, 'entry.ts');
  writeFileSync(
    entry,
    `import { recordReplay } from '${join(root, 'libs/telemetry/src/replay/recorder.ts')}';\n(window as any).recordReplay = recordReplay;\n`,
  );
  const { output } = await build({ input: entry, cwd: root, write: false, output: { format: 'iife', minify: true } });
  return output[0].code;
}

/** The portal's wording as the page has it: the libs' base wording, the brand's overrides and its configured texts. */
async function portalWording() {
  const files = [
    ...readdirSync(join(root, 'libs')).flatMap((lib) =>
      readdirSync(join(root, 'libs', lib, 'src'))
        .filter((name) => name.endsWith('-wording.ts'))
        .map((name) => join(root, 'libs', lib, 'src', name)),
    ),
    join(root, 'libs/i18n/src/wording/common-wording.ts'),
    join(root, 'libs/i18n/src/wording/feature-common-wording.ts'),
  ];
  const base = await Promise.all(files.map((file) => import(file) as Promise<Record<string, unknown>>));
  const { brand } = registeredBrands[0]!;
  return {
    wording: {
      base,
      brand: brand.wording,
      header: brand.headerText,
      footer: [brand.footer.html, brand.footer.labels, brand.footer.links.map((link) => link.label)],
    },
    variables: { phone: brand.phone, brandName: brand.name },
  };
}

const exportLine = (session: string, sequence: number, events: unknown[]) =>
  JSON.stringify({
    resourceLogs: [
      {
        resource: { attributes: [{ key: 'service.name', value: { stringValue: `${registeredBrands[0]!.brand.slug}-portal` } }] },
        scopeLogs: [
          {
            scope: { name: '@portal/telemetry', version: '2' },
            logRecords: [
              {
                timeUnixNano: `${Date.now()}000000`,
                severityNumber: 9,
                severityText: 'INFO',
                eventName: 'rrweb.events',
                body: { stringValue: JSON.stringify(events) },
                attributes: [
                  { key: 'session.id', value: { stringValue: session } },
                  { key: 'portal.replay.sequence', value: { intValue: sequence } },
                ],
              },
            ],
          },
        ],
      },
    ],
  });

const storybook = await serveStatic(join(root, 'dist/storybook'), 4141);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: [...QUIET_CHROMIUM_ARGS] });
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 720 } });
  await page.goto(`http://127.0.0.1:4141/iframe.html?id=${values.story}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction(`document.querySelector('#storybook-root h1') && !document.querySelector('[aria-busy="true"]')`, undefined, {
    timeout: 20_000,
  });
  await page.addScriptTag({ content: await recorderScript() });
  const { wording, variables } = await portalWording();
  // A script, not a function: tsx's names for functions (__name) do not exist in the page.
  const options = JSON.stringify({ wording, variables });
  await page.evaluate(`{
    const { wording, variables } = ${options};
    window.batches = [];
    window.stopReplay = window.recordReplay({ emit: (events) => window.batches.push(events), wording: () => wording, variables, route: () => '/contacts', batchMs: 1000 });
  }`);
  // A customer looking at their details: the pointer over them, a scroll down the page and back.
  for (const [x, y] of [
    [200, 150],
    [420, 260],
    [520, 380],
  ] as const) {
    await page.mouse.move(x, y, { steps: 12 });
    await page.waitForTimeout(400);
  }
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(800);
  await page.mouse.wheel(0, -400);
  await page.waitForTimeout(800);
  const batches = (await page.evaluate('window.stopReplay(), window.batches')) as unknown[][];
  const session = 'c0ffee00c0ffee00c0ffee00c0ffee00';
  writeFileSync(values.out, batches.map((events, sequence) => exportLine(session, sequence, events)).join('\n') + '\n');
  console.info(`Wrote ${batches.length} batches to ${values.out}`);

  // The player, paused two seconds in, as a support person sees it.
  const events = readRecords(await import('node:fs').then((fs) => fs.readFileSync(values.out, 'utf8'))).get(session)!;
  const player = await servePage(playerPage(events, `Replay of session ${session} (sample)`), 4142);
  try {
    const view = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    await view.goto('http://127.0.0.1:4142/');
    await view.waitForFunction('window.player');
    await view.evaluate('window.player.goto(1200)');
    await view.waitForTimeout(1000);
    await view.screenshot({ path: values.shot, fullPage: true });
    console.info(`Wrote ${values.shot}`);
  } finally {
    player.close();
  }
} finally {
  await browser.close();
  storybook.close();
}
