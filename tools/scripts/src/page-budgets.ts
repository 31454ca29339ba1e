import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Issue #10 (tightening DESIGN.md section 9): the login page under Lighthouse's default mobile simulated throttling,
 * and its accessibility and best-practices scores.
 */
export const PAGE_BUDGETS = { lcpMaxMs: 1200, clsUnder: 0.02, tbtUnderMs: 100, minScore: 100 };

/**
 * The login page with configResponse.json edited after the build (issue 25), until the next build prerenders it: the
 * prerendered screen is painted at once but replaced by the served configuration's once the app has its scripts and
 * the file, so its LCP is that render's when the new screen's largest text is larger (e-mail login switched on: the
 * longer introduction). Held to 2.5 s, web.dev's 'good' LCP; the other budgets as ever.
 */
export const EDITED_CONFIG_BUDGETS = { ...PAGE_BUDGETS, lcpMaxMs: 2500 };

export type PageReport = { slug: string; lcpMs: number; cls: number; tbtMs: number; a11y: number; bestPractices: number };

/** The categories each run scores. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** The parts of a Lighthouse result read here. */
type LighthouseResult = {
  audits: Record<string, { numericValue?: number | undefined }>;
  categories?: Record<string, { score: number | null }> | undefined;
  runtimeError?: { code: string; message: string } | undefined;
};

export function pageMetrics(slug: string, lhr: LighthouseResult): PageReport {
  if (lhr.runtimeError) throw new Error(`${slug}: Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const value = (audit: string) => {
    const v = lhr.audits[audit]?.numericValue;
    if (v === undefined) throw new Error(`${slug}: Lighthouse gave no ${audit}`);
    return v;
  };
  const score = (category: string) => {
    const v = lhr.categories?.[category]?.score;
    if (v === undefined || v === null) throw new Error(`${slug}: Lighthouse gave no ${category} score`);
    return Math.round(v * 100);
  };
  return {
    slug,
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    a11y: score('accessibility'),
    bestPractices: score('best-practices'),
  };
}

/** Each metric's median over several runs of one page (the runs are noisy on a busy machine). */
export function medianReport(runs: PageReport[]): PageReport {
  const first = runs[0];
  if (!first) throw new Error('no runs');
  const median = (pick: (r: PageReport) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  };
  return {
    slug: first.slug,
    lcpMs: median((r) => r.lcpMs),
    cls: median((r) => r.cls),
    tbtMs: median((r) => r.tbtMs),
    // A score must hold on every run, not just on most.
    a11y: Math.min(...runs.map((r) => r.a11y)),
    bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
  };
}

export function pageOverBudget(r: PageReport, budgets: typeof PAGE_BUDGETS = PAGE_BUDGETS): string[] {
  const problems: string[] = [];
  if (r.lcpMs > budgets.lcpMaxMs) problems.push(`${r.slug}: LCP ${Math.round(r.lcpMs)} ms > ${budgets.lcpMaxMs} ms`);
  if (r.cls >= PAGE_BUDGETS.clsUnder) problems.push(`${r.slug}: CLS ${r.cls.toFixed(3)} >= ${PAGE_BUDGETS.clsUnder}`);
  if (r.tbtMs >= PAGE_BUDGETS.tbtUnderMs) problems.push(`${r.slug}: TBT ${Math.round(r.tbtMs)} ms >= ${PAGE_BUDGETS.tbtUnderMs} ms`);
  if (r.a11y < PAGE_BUDGETS.minScore) problems.push(`${r.slug}: accessibility ${r.a11y} < ${PAGE_BUDGETS.minScore}`);
  if (r.bestPractices < PAGE_BUDGETS.minScore) problems.push(`${r.slug}: best practices ${r.bestPractices} < ${PAGE_BUDGETS.minScore}`);
  return problems;
}

/**
 * Debian's Chromium, headless; we run as root, so without Chromium's own sandbox. Never a downloaded browser.
 * It accepts the bench's self-signed certificate for 127.0.0.1 (HTTP/2 needs TLS).
 */
export function launchChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
}

/**
 * One Lighthouse run (default mobile form factor and simulated throttling) in the Chrome on `port`: performance,
 * accessibility and best practices.
 */
export async function measurePage(slug: string, url: string, port: number, attempts = 2): Promise<PageReport> {
  const result = await lighthouse(url, { port, onlyCategories: CATEGORIES, logLevel: 'error' });
  if (!result) throw new Error(`${slug}: Lighthouse returned no result for ${url}`);
  // Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): measure again, once.
  if (result.lhr.runtimeError && attempts > 1) return measurePage(slug, url, port, attempts - 1);
  // BENCH_LHR_DIR keeps each run's full report (long-tasks, mainthread-work-breakdown, bootup-time) to look into.
  const keep = process.env['BENCH_LHR_DIR'];
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(join(keep, `${slug}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify(result.lhr));
  }
  return pageMetrics(slug, result.lhr);
}
