import { describe, expect, it } from 'vitest';
import { BUDGETS, chunkImports, chunkName, lazyEntries, overBudget, type BundleReport } from './bundle-budgets';

// A small artifact as the build writes it: the entry (first load), two route pages sharing a chunk, and the Pay Now
// page that fetches the receipt's PDF chunk when the customer asks.
const sources = new Map([
  ['assets/index-AAAAAAAA.js', 'import{a as e}from"./runtime-BBBBBBBB.js";const r=()=>import(`./dashboard-page-CCCCCCCC.js`),p=()=>import(`./pay-now-page-DDDDDDDD.js`);'],
  ['assets/runtime-BBBBBBBB.js', 'export const a=1;'],
  ['assets/dashboard-page-CCCCCCCC.js', 'import{a}from"./runtime-BBBBBBBB.js";import{b}from"./use-policies-EEEEEEEE.js";'],
  ['assets/pay-now-page-DDDDDDDD.js', 'import"./use-policies-EEEEEEEE.js";const s=async()=>{await import(`./receipt-pdf-2J-o-Z9Q.js`)};'],
  ['assets/use-policies-EEEEEEEE.js', 'export const b=2;'],
  ['assets/receipt-pdf-2J-o-Z9Q.js', 'export const save=()=>{};'],
]);
const sizes: Record<string, number> = {
  'assets/index-AAAAAAAA.js': 150,
  'assets/runtime-BBBBBBBB.js': 1,
  'assets/dashboard-page-CCCCCCCC.js': 4,
  'assets/pay-now-page-DDDDDDDD.js': 9,
  'assets/use-policies-EEEEEEEE.js': 5,
  'assets/receipt-pdf-2J-o-Z9Q.js': 125.6,
};
const firstLoad = new Set(['assets/index-AAAAAAAA.js', 'assets/runtime-BBBBBBBB.js']);

function report(overrides: Partial<Record<string, number>> = {}): BundleReport {
  const kb = (file: string) => overrides[file] ?? sizes[file] ?? 0;
  const lazy = [...sources.keys()].filter((file) => !firstLoad.has(file));
  return {
    slug: 'brand',
    firstLoadFiles: [...firstLoad],
    firstLoadKb: [...firstLoad].reduce((sum, file) => sum + kb(file), 0),
    lazyChunks: lazy.map((file) => ({ file, kb: kb(file) })),
    lazyEntries: lazyEntries(sources, firstLoad, kb),
  };
}

describe('bundle budgets', () => {
  it('names a chunk by its file name without the hash', () => {
    expect(chunkName('assets/receipt-pdf-2J-o-Z9Q.js')).toBe('receipt-pdf');
    expect(chunkName('assets/rolldown-runtime-WkwZ5CU-.js')).toBe('rolldown-runtime');
    expect(chunkName('assets/purify.es-Dzkdzyfv.js')).toBe('purify.es');
  });

  it('reads static and dynamic imports of a built chunk', () => {
    expect(chunkImports(sources.get('assets/pay-now-page-DDDDDDDD.js') ?? '')).toEqual({
      staticImports: ['assets/use-policies-EEEEEEEE.js'],
      dynamicImports: ['assets/receipt-pdf-2J-o-Z9Q.js'],
    });
  });

  it('lists each lazy entry with the chunks fetching it downloads (not those of the first load)', () => {
    const entries = report().lazyEntries;
    expect(entries.map((e) => [e.name, e.chunks.map((c) => c.file), e.totalKb, Boolean(e.onDemand)])).toEqual([
      ['dashboard-page', ['assets/dashboard-page-CCCCCCCC.js', 'assets/use-policies-EEEEEEEE.js'], 9, false],
      ['pay-now-page', ['assets/pay-now-page-DDDDDDDD.js', 'assets/use-policies-EEEEEEEE.js'], 14, false],
      ['receipt-pdf', ['assets/receipt-pdf-2J-o-Z9Q.js'], 125.6, true],
    ]);
  });

  it('passes the on-demand PDF chunk under its own limit, and routes under 40 kB', () => {
    expect(overBudget(report())).toEqual([]);
  });

  it("fails a route's chunk over 40 kB, naming the routes that fetch it", () => {
    expect(overBudget(report({ 'assets/use-policies-EEEEEEEE.js': BUDGETS.lazyChunkKb + 0.5 }))).toEqual([
      'brand: lazy chunk assets/use-policies-EEEEEEEE.js 40.5 kB > 40 kB (fetched by dashboard-page, pay-now-page)',
    ]);
  });

  it('fails an on-demand chunk over its own limit, and the first load over 170 kB', () => {
    expect(overBudget(report({ 'assets/receipt-pdf-2J-o-Z9Q.js': 131, 'assets/index-AAAAAAAA.js': 170 }))).toEqual([
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
});
