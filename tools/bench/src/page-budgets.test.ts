import { describe, expect, it } from 'vitest';
import {
  EDITED_CONFIG_BUDGETS,
  medianReport,
  MONITORING_CHUNKS,
  blockingOf,
  monitoringVerdict,
  pageMetrics,
  pageOverBudget,
  ratio,
  scriptFloorTbt,
  type PageReport,
} from './page-budgets';

/** The floors of one run: the paint floor's LCP, the script floor's TBT. */
const floors = { paintLcpMs: 1000, scriptTbtMs: 200 };
const within: PageReport = {
  slug: 'wattlebird',
  lcpMs: 1150,
  cls: 0.019,
  tbtMs: 300,
  a11y: 100,
  bestPractices: 100,
  benchmarkIndex: 1400,
};
const scores = { accessibility: { score: 1 }, 'best-practices': { score: 0.96 } };
const audits = (lcp: number, cls: number, tbt: number) => ({
  'largest-contentful-paint': { numericValue: lcp },
  'cumulative-layout-shift': { numericValue: cls },
  'total-blocking-time': { numericValue: tbt },
});

describe('page budgets', () => {
  it('accepts a page on every limit: LCP 1.15 x the paint floor, TBT 1.5 x the script floor, CLS under 0.02, scores of 100', () => {
    expect(pageOverBudget(within, floors)).toEqual([]);
    // The same figures on a machine twice as slow, whose floors are twice as high, are still within.
    expect(pageOverBudget({ ...within, lcpMs: 2300, tbtMs: 600 }, { paintLcpMs: 2000, scriptTbtMs: 400 })).toEqual([]);
  });

  it('names each metric over its budget, with its ratio to its floor', () => {
    expect(
      pageOverBudget({ slug: 'kowhai', lcpMs: 1160, cls: 0.02, tbtMs: 302, a11y: 98, bestPractices: 96, benchmarkIndex: 900 }, floors),
    ).toEqual([
      'kowhai: LCP 1160 ms = 1.16 x paint floor 1000 ms > 1.15',
      'kowhai: TBT 302 ms = 1.51 x script floor 200 ms > 1.5',
      'kowhai: CLS 0.020 >= 0.02',
      'kowhai: accessibility 98 < 100',
      'kowhai: best practices 96 < 100',
    ]);
    // Absolute figures alone decide nothing: what is within on a fast floor is over on a faster one.
    expect(pageOverBudget(within, { paintLcpMs: 900, scriptTbtMs: 100 })).toEqual([
      'wattlebird: LCP 1150 ms = 1.28 x paint floor 900 ms > 1.15',
      'wattlebird: TBT 300 ms = 3.00 x script floor 100 ms > 1.5',
    ]);
  });

  it('takes a script floor under 50 ms as 50 ms: no blocking time, and nothing finer than one task’s threshold', () => {
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(12, 0)).toBe(Infinity);
    expect(scriptFloorTbt({ ...floors, scriptTbtMs: 0 })).toBe(50);
    expect(scriptFloorTbt({ ...floors, scriptTbtMs: 72 })).toBe(72);
    // Up to 1.5 x 50 ms when the floor measured less, whatever it measured (0 ms: no Infinity).
    expect(pageOverBudget({ ...within, tbtMs: 48 }, { ...floors, scriptTbtMs: 0 })).toEqual([]);
    expect(pageOverBudget({ ...within, tbtMs: 75 }, { ...floors, scriptTbtMs: 19 })).toEqual([]);
    expect(pageOverBudget({ ...within, tbtMs: 76 }, { ...floors, scriptTbtMs: 0 })).toEqual([
      'wattlebird: TBT 76 ms = 1.52 x script floor 50 ms (measured 0 ms) > 1.5',
    ]);
    // A floor over 50 ms is taken as measured.
    expect(pageOverBudget({ ...within, tbtMs: 120 }, { ...floors, scriptTbtMs: 72 })).toEqual([
      'wattlebird: TBT 120 ms = 1.67 x script floor 72 ms > 1.5',
    ]);
  });

  it('holds the login page with its configuration edited after the build to an LCP of 2.5 s, the rest as ever', () => {
    const edited = { ...within, slug: 'kowhai-edited-config', lcpMs: 1800 };
    expect(pageOverBudget(edited, floors)).toEqual(['kowhai-edited-config: LCP 1800 ms = 1.80 x paint floor 1000 ms > 1.15']);
    expect(pageOverBudget(edited, floors, EDITED_CONFIG_BUDGETS)).toEqual([]);
    expect(pageOverBudget({ ...edited, lcpMs: 2501, cls: 0.05, tbtMs: 301 }, floors, EDITED_CONFIG_BUDGETS)).toEqual([
      'kowhai-edited-config: LCP 2501 ms > 2500 ms',
      'kowhai-edited-config: TBT 301 ms = 1.50 x script floor 200 ms > 1.5',
      'kowhai-edited-config: CLS 0.050 >= 0.02',
    ]);
  });

  it('reads the three metrics, the two scores and the machine’s benchmarkIndex from a Lighthouse result', () => {
    expect(
      pageMetrics('ironbark', { audits: audits(1860.5, 0.01, 42), categories: scores, environment: { benchmarkIndex: 1234.5 } }),
    ).toEqual({
      slug: 'ironbark',
      lcpMs: 1860.5,
      cls: 0.01,
      tbtMs: 42,
      a11y: 100,
      bestPractices: 96,
      benchmarkIndex: 1234.5,
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
      { slug: 'tamarack', lcpMs: 1900, cls: 0, tbtMs: 300, a11y: 100, bestPractices: 100, benchmarkIndex: 1500 },
      { slug: 'tamarack', lcpMs: 2100, cls: 0.02, tbtMs: 40, a11y: 100, bestPractices: 96, benchmarkIndex: 1300 },
      { slug: 'tamarack', lcpMs: 1950, cls: 0.01, tbtMs: 60, a11y: 100, bestPractices: 100, benchmarkIndex: 1400 },
    ];
    expect(medianReport(runs)).toEqual({
      slug: 'tamarack',
      lcpMs: 1950,
      cls: 0.01,
      tbtMs: 60,
      a11y: 100,
      bestPractices: 96,
      benchmarkIndex: 1400,
    });
    expect(medianReport(runs.slice(0, 1))).toMatchObject({ lcpMs: 1900, bestPractices: 100 });
    expect(medianReport(runs.slice(0, 2))).toMatchObject({ lcpMs: 2000, cls: 0.01, tbtMs: 170 });
  });

  it('judges monitoring over every brand pooled: the median LCP ratio may move 5 %, its own tasks may block 5 % of the TBT', () => {
    const runs = (lcps: number[], tbt = 300, own = 0) => lcps.map((lcpMs) => ({ ...within, lcpMs, tbtMs: tbt, monitoringBlockingMs: own }));
    // Two brands, their own floors: the median ratio without monitoring 1.15, with 1.207 (+4.96 %): within.
    const other = { paintLcpMs: 2000, scriptTbtMs: 200 };
    const pooled = (monitoredLcps: [number[], number[]], own = 0, tbt = 300) =>
      monitoringVerdict([
        { plain: runs([1100, 1150, 1200]), monitored: runs(monitoredLcps[0], tbt, own), floors },
        { plain: runs([2250, 2300, 2400]), monitored: runs(monitoredLcps[1], tbt, own), floors: other },
      ]);
    const within5 = pooled([
      [1150, 1207, 1300],
      [2200, 2414, 2500],
    ]);
    expect(within5.problems).toEqual([]);
    expect(within5.lcp.plain).toBeCloseTo(1.15);
    expect(within5.lcp.move).toBeCloseTo(0.0496, 3);
    expect(
      pooled([
        [1150, 1210, 1300],
        [2200, 2420, 2500],
      ]).problems,
    ).toEqual(['with monitoring and replay on, the LCP ratio 1.210 moved 5.2 % from 1.150 (> 5 %)']);
    // Monitoring's own tasks: 15 ms of the page's 300 is 5 %, 16 ms is over; the TBT ratio's move is information only.
    expect(pooled([[1150], [2300]], 15, 600).problems).toEqual([]);
    expect(pooled([[1150], [2300]], 16).problems).toEqual([
      "with monitoring and replay on, monitoring's own tasks block 16 ms (> 5 % of the page's TBT, 300 ms)",
    ]);
    // Faster with monitoring (noise) is no problem.
    expect(pooled([[900], [1800]]).problems).toEqual([]);
  });

  it("counts monitoring's blocking time from its chunks' tasks only, each past 50 ms", () => {
    const task = (url: string, durationMs: number) => ({ url, startMs: 0, durationMs, groups: [] });
    const tasks = [
      task('https://127.0.0.1:4661/assets/recorder-DN6NQpmj.js', 116),
      task('https://127.0.0.1:4661/assets/engine-B7QY8U5l.js', 40),
      task('https://127.0.0.1:4661/assets/web-vitals-CGcOm5tp.js', 70),
      task('https://127.0.0.1:4661/assets/index-D63_gf8E.js', 300),
      task('unattributable', 200),
    ];
    expect(blockingOf(tasks, MONITORING_CHUNKS)).toBe(66 + 20);
  });
});
