import { describe, expect, it } from 'vitest';
import { EDITED_CONFIG_BUDGETS, PAGE_BUDGETS, medianReport, pageMetrics, pageOverBudget, type PageReport } from './page-budgets';

const within: PageReport = {
  slug: 'wattlebird',
  lcpMs: PAGE_BUDGETS.lcpMaxMs,
  cls: 0.019,
  tbtMs: PAGE_BUDGETS.tbtUnderMs - 1,
  a11y: 100,
  bestPractices: 100,
};
const scores = { accessibility: { score: 1 }, 'best-practices': { score: 0.96 } };
const audits = (lcp: number, cls: number, tbt: number) => ({
  'largest-contentful-paint': { numericValue: lcp },
  'cumulative-layout-shift': { numericValue: cls },
  'total-blocking-time': { numericValue: tbt },
});

describe('page budgets', () => {
  it('accepts a page on every limit: LCP at most 1.2 s, CLS under 0.02, TBT under 100 ms, scores of 100', () => {
    expect(pageOverBudget(within)).toEqual([]);
  });

  it('names each metric over its budget', () => {
    expect(pageOverBudget({ slug: 'kowhai', lcpMs: 1201, cls: 0.02, tbtMs: 100, a11y: 98, bestPractices: 96 })).toEqual([
      'kowhai: LCP 1201 ms > 1200 ms',
      'kowhai: CLS 0.020 >= 0.02',
      'kowhai: TBT 100 ms >= 100 ms',
      'kowhai: accessibility 98 < 100',
      'kowhai: best practices 96 < 100',
    ]);
    expect(pageOverBudget({ ...within, tbtMs: 420.4 })).toEqual(['wattlebird: TBT 420 ms >= 100 ms']);
  });

  it('holds the login page with its configuration edited after the build to an LCP of 2.5 s, the rest as ever', () => {
    const edited = { ...within, slug: 'kowhai-edited-config', lcpMs: 1800 };
    expect(pageOverBudget(edited)).toEqual(['kowhai-edited-config: LCP 1800 ms > 1200 ms']);
    expect(pageOverBudget(edited, EDITED_CONFIG_BUDGETS)).toEqual([]);
    expect(pageOverBudget({ ...edited, lcpMs: 2501, cls: 0.05 }, EDITED_CONFIG_BUDGETS)).toEqual([
      'kowhai-edited-config: LCP 2501 ms > 2500 ms',
      'kowhai-edited-config: CLS 0.050 >= 0.02',
    ]);
  });

  it('reads the three metrics and the two scores from a Lighthouse result', () => {
    expect(pageMetrics('ironbark', { audits: audits(1860.5, 0.01, 42), categories: scores })).toEqual({
      slug: 'ironbark',
      lcpMs: 1860.5,
      cls: 0.01,
      tbtMs: 42,
      a11y: 100,
      bestPractices: 96,
    });
    expect(() => pageMetrics('ironbark', { audits: audits(1, 0, 0), categories: { accessibility: { score: null } } })).toThrow(
      'no accessibility score',
    );
  });

  it('fails loudly when Lighthouse could not measure the page', () => {
    const runtimeError = { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status code: 404' };
    expect(() => pageMetrics('saltbush', { audits: {}, runtimeError })).toThrow('saltbush: Lighthouse ERRORED_DOCUMENT_REQUEST');
    expect(() => pageMetrics('saltbush', { audits: { 'largest-contentful-paint': {} } })).toThrow('no largest-contentful-paint');
  });

  it('takes each metric’s median over the runs, and each score’s worst', () => {
    const runs = [
      { slug: 'tamarack', lcpMs: 1900, cls: 0, tbtMs: 300, a11y: 100, bestPractices: 100 },
      { slug: 'tamarack', lcpMs: 2100, cls: 0.02, tbtMs: 40, a11y: 100, bestPractices: 96 },
      { slug: 'tamarack', lcpMs: 1950, cls: 0.01, tbtMs: 60, a11y: 100, bestPractices: 100 },
    ];
    expect(medianReport(runs)).toEqual({ slug: 'tamarack', lcpMs: 1950, cls: 0.01, tbtMs: 60, a11y: 100, bestPractices: 96 });
    expect(medianReport(runs.slice(0, 1))).toMatchObject({ lcpMs: 1900, bestPractices: 100 });
    expect(medianReport(runs.slice(0, 2))).toMatchObject({ lcpMs: 2000, cls: 0.01, tbtMs: 170 });
  });
});
