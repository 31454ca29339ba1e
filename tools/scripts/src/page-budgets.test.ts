import { describe, expect, it } from 'vitest';
import { PAGE_BUDGETS, medianReport, pageMetrics, pageOverBudget, type PageReport } from './page-budgets';

const within: PageReport = { slug: 'wattlebird', lcpMs: PAGE_BUDGETS.lcpMaxMs, cls: 0.049, tbtMs: PAGE_BUDGETS.tbtUnderMs - 1 };
const audits = (lcp: number, cls: number, tbt: number) => ({
  'largest-contentful-paint': { numericValue: lcp },
  'cumulative-layout-shift': { numericValue: cls },
  'total-blocking-time': { numericValue: tbt },
});

describe('page budgets', () => {
  it('accepts a page on every limit: LCP at most 2.0 s, CLS under 0.05, TBT under 150 ms', () => {
    expect(pageOverBudget(within)).toEqual([]);
  });

  it('names each metric over its budget', () => {
    expect(pageOverBudget({ slug: 'kowhai', lcpMs: 2001, cls: 0.05, tbtMs: 150 })).toEqual([
      'kowhai: LCP 2001 ms > 2000 ms',
      'kowhai: CLS 0.050 >= 0.05',
      'kowhai: TBT 150 ms >= 150 ms',
    ]);
    expect(pageOverBudget({ ...within, tbtMs: 420.4 })).toEqual(['wattlebird: TBT 420 ms >= 150 ms']);
  });

  it('reads the three metrics from a Lighthouse result', () => {
    expect(pageMetrics('ironbark', { audits: audits(1860.5, 0.01, 42) })).toEqual({ slug: 'ironbark', lcpMs: 1860.5, cls: 0.01, tbtMs: 42 });
  });

  it('fails loudly when Lighthouse could not measure the page', () => {
    const runtimeError = { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status code: 404' };
    expect(() => pageMetrics('saltbush', { audits: {}, runtimeError })).toThrow('saltbush: Lighthouse ERRORED_DOCUMENT_REQUEST');
    expect(() => pageMetrics('saltbush', { audits: { 'largest-contentful-paint': {} } })).toThrow('no largest-contentful-paint');
  });

  it('takes each metric’s median over the runs', () => {
    const runs = [
      { slug: 'tamarack', lcpMs: 1900, cls: 0, tbtMs: 300 },
      { slug: 'tamarack', lcpMs: 2100, cls: 0.02, tbtMs: 40 },
      { slug: 'tamarack', lcpMs: 1950, cls: 0.01, tbtMs: 60 },
    ];
    expect(medianReport(runs)).toEqual({ slug: 'tamarack', lcpMs: 1950, cls: 0.01, tbtMs: 60 });
    expect(medianReport(runs.slice(0, 2))).toEqual({ slug: 'tamarack', lcpMs: 2000, cls: 0.01, tbtMs: 170 });
  });
});
