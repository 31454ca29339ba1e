import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  FIRST_LOAD_BEFORE_TELEMETRY_KB,
  chunkImports,
  chunkName,
  describeFirstLoad,
  firstLoadOf,
  lazyEntries,
  overBudget,
  type BundleReport,
} from './bundle-budgets';

// A small artifact as the build writes it: the entry (the whole first load), two route pages sharing a chunk and
// importing the entry, the Pay Now page that fetches the receipt's PDF chunk when the customer asks, and telemetry's
// engine, fetched by the entry when telemetry is on, which fetches web-vitals on a sampled page.
const sources = new Map([
  [
    'assets/index-AAAAAAAA.js',
    'const r=()=>import(`./dashboard-page-CCCCCCCC.js`),p=()=>import(`./paynow-page-DDDDDDDD.js`),t=()=>import(`./engine-FFFFFFFF.js`);',
  ],
  ['assets/dashboard-page-CCCCCCCC.js', 'import{a}from"./index-AAAAAAAA.js";import{b}from"./use-policies-EEEEEEEE.js";'],
  ['assets/paynow-page-DDDDDDDD.js', 'import"./use-policies-EEEEEEEE.js";const s=async()=>{await import(`./receipt-pdf-2J-o-Z9Q.js`)};'],
  ['assets/use-policies-EEEEEEEE.js', 'export const b=2;'],
  ['assets/receipt-pdf-2J-o-Z9Q.js', 'export const save=()=>{};'],
  ['assets/engine-FFFFFFFF.js', 'const v=()=>import(`./web-vitals-GGGGGGGG.js`);'],
  ['assets/web-vitals-GGGGGGGG.js', 'export const onLCP=()=>{};'],
]);
const sizes: Record<string, number> = {
  'assets/index-AAAAAAAA.js': 151,
  'assets/dashboard-page-CCCCCCCC.js': 4,
  'assets/paynow-page-DDDDDDDD.js': 9,
  'assets/use-policies-EEEEEEEE.js': 5,
  'assets/receipt-pdf-2J-o-Z9Q.js': 125.6,
  'assets/engine-FFFFFFFF.js': 2.4,
  'assets/web-vitals-GGGGGGGG.js': 5.3,
};
const firstLoad = new Set(['assets/index-AAAAAAAA.js']);

function report(overrides: Partial<Record<string, number>> = {}, slug = 'brand', code = sources): BundleReport {
  const kb = (file: string) => overrides[file] ?? sizes[file] ?? 0;
  const lazy = [...code.keys()].filter((file) => !firstLoad.has(file));
  return {
    slug,
    firstLoadFiles: [...firstLoad],
    startFiles: [],
    firstLoadKb: [...firstLoad].reduce((sum, file) => sum + kb(file), 0),
    lazyChunks: lazy.map((file) => ({ file, kb: kb(file) })),
    lazyEntries: lazyEntries(code, firstLoad, kb),
  };
}

describe('bundle budgets', () => {
  it('counts the chunks the start script adds as the first load, and the start script apart', () => {
    const start =
      "a('link',function(e){e.rel='modulepreload';e.href=\"/assets/focus-HHHHHHHH.js\"});a('script',function(e){e.src=\"/assets/index-AAAAAAAA.js\"})";
    const page = '<body><div id="root"></div><script defer src="/assets/start-0a1b2c3d.js" integrity="sha384-x" nonce="n"></script></body>';
    const read = (file: string) => (file === 'assets/start-0a1b2c3d.js' ? start : '');
    expect(firstLoadOf(page, read)).toEqual({
      firstLoadFiles: ['assets/focus-HHHHHHHH.js', 'assets/index-AAAAAAAA.js'],
      startFiles: ['assets/start-0a1b2c3d.js'],
    });
    // A page that names its entry itself (before #39, or a floor page) has no start script.
    expect(firstLoadOf('<script type="module" src="/assets/index-AAAAAAAA.js"></script>', read)).toEqual({
      firstLoadFiles: ['assets/index-AAAAAAAA.js'],
      startFiles: [],
    });
  });

  it('names a chunk by its file name without the hash', () => {
    expect(chunkName('assets/receipt-pdf-2J-o-Z9Q.js')).toBe('receipt-pdf');
    expect(chunkName('assets/rolldown-runtime-WkwZ5CU-.js')).toBe('rolldown-runtime');
    expect(chunkName('assets/purify.es-Dzkdzyfv.js')).toBe('purify.es');
  });

  it('reads static and dynamic imports of a built chunk', () => {
    expect(chunkImports(sources.get('assets/paynow-page-DDDDDDDD.js') ?? '')).toEqual({
      staticImports: ['assets/use-policies-EEEEEEEE.js'],
      dynamicImports: ['assets/receipt-pdf-2J-o-Z9Q.js'],
    });
  });

  it('lists each lazy entry with the chunks fetching it downloads (not those of the first load)', () => {
    const entries = report().lazyEntries;
    expect(entries.map((e) => [e.name, e.chunks.map((c) => c.file), e.totalKb, Boolean(e.onDemand)])).toEqual([
      ['dashboard-page', ['assets/dashboard-page-CCCCCCCC.js', 'assets/use-policies-EEEEEEEE.js'], 9, false],
      ['engine', ['assets/engine-FFFFFFFF.js'], 2.4, false],
      ['paynow-page', ['assets/paynow-page-DDDDDDDD.js', 'assets/use-policies-EEEEEEEE.js'], 14, false],
      ['receipt-pdf', ['assets/receipt-pdf-2J-o-Z9Q.js'], 125.6, true],
      ['web-vitals', ['assets/web-vitals-GGGGGGGG.js'], 5.3, false],
    ]);
  });

  it('passes the on-demand PDF chunk under its own limit, and routes under 40 kB', () => {
    expect(overBudget(report())).toEqual([]);
  });

  it("fails a route's chunk over 40 kB, naming the routes that fetch it", () => {
    expect(overBudget(report({ 'assets/use-policies-EEEEEEEE.js': BUDGETS.lazyChunkKb + 0.5 }))).toEqual([
      'brand: lazy chunk assets/use-policies-EEEEEEEE.js 40.5 kB > 40 kB (fetched by dashboard-page, paynow-page)',
    ]);
  });

  it('fails an on-demand chunk over its own limit, and the first load over 170 kB', () => {
    expect(overBudget(report({ 'assets/receipt-pdf-2J-o-Z9Q.js': 131, 'assets/index-AAAAAAAA.js': 171 }))).toEqual([
      'brand: first load 171.0 kB > 170 kB',
      'brand: on-demand chunk assets/receipt-pdf-2J-o-Z9Q.js 131.0 kB > 130 kB (fetched by receipt-pdf)',
    ]);
  });

  it('holds an on-demand chunk to 40 kB when a route imports it statically (it is then on the route’s path)', () => {
    const statically = new Map(sources);
    statically.set('assets/dashboard-page-CCCCCCCC.js', 'import"./receipt-pdf-2J-o-Z9Q.js";');
    const kb = (file: string) => sizes[file] ?? 0;
    const entries = lazyEntries(statically, firstLoad, kb);
    const problems = overBudget({ ...report(), lazyEntries: entries });
    expect(problems).toEqual(['brand: lazy chunk assets/receipt-pdf-2J-o-Z9Q.js 125.6 kB > 40 kB (fetched by dashboard-page)']);
  });

  it('fails a first load of more than one file, naming the files', () => {
    const split = { ...report(), firstLoadFiles: ['assets/index-AAAAAAAA.js', 'assets/focus-HHHHHHHH.js'] };
    expect(BUDGETS.firstLoadFiles).toBe(1);
    expect(overBudget(split)).toEqual(['brand: first load in 2 files > 1 (index, focus)']);
  });

  it("fails a brand's first load larger than before telemetry, and prints the difference either way", () => {
    const before = FIRST_LOAD_BEFORE_TELEMETRY_KB['kowhai'] ?? 0;
    const grown = report({ 'assets/index-AAAAAAAA.js': before + 0.01 }, 'kowhai');
    const problem = `kowhai: first load ${(before + 0.01).toFixed(2)} kB > ${before.toFixed(2)} kB before telemetry (#27)`;
    expect(overBudget(grown)).toEqual([problem]);
    expect(describeFirstLoad(grown)).toContain(`in 1 file; before telemetry (#27) ${before.toFixed(2)} kB (+0.01)`);
    const smaller = report({ 'assets/index-AAAAAAAA.js': before - 3 }, 'kowhai');
    expect(overBudget(smaller)).toEqual([]);
    expect(describeFirstLoad(smaller)).toContain('(-3.00)');
  });

  it("fails telemetry's engine and web-vitals when they are not lazy entries (bundled into the first load)", () => {
    const engineInEntry = new Map(sources);
    const entry = sources.get('assets/index-AAAAAAAA.js') ?? '';
    engineInEntry.set('assets/index-AAAAAAAA.js', entry.replace(',t=()=>import(`./engine-FFFFFFFF.js`)', ''));
    engineInEntry.delete('assets/engine-FFFFFFFF.js');
    engineInEntry.delete('assets/web-vitals-GGGGGGGG.js');
    expect(overBudget(report({}, 'brand', engineInEntry))).toEqual([
      "brand: engine is not a lazy entry (libs/telemetry's engine, fetched only when the served configuration switches telemetry on)",
      "brand: web-vitals is not a lazy entry (Google's web-vitals, fetched by the telemetry engine on a sampled page)",
    ]);
  });
});
