import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** DESIGN.md section 9: the login page under Lighthouse's default mobile simulated throttling. */
export const PAGE_BUDGETS = { lcpMaxMs: 2000, clsUnder: 0.05, tbtUnderMs: 150 };

export type PageReport = { slug: string; lcpMs: number; cls: number; tbtMs: number };

/** The parts of a Lighthouse result read here. */
type LighthouseResult = {
  audits: Record<string, { numericValue?: number | undefined }>;
  runtimeError?: { code: string; message: string } | undefined;
};

export function pageMetrics(slug: string, lhr: LighthouseResult): PageReport {
  if (lhr.runtimeError) throw new Error(`${slug}: Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const value = (audit: string) => {
    const v = lhr.audits[audit]?.numericValue;
    if (v === undefined) throw new Error(`${slug}: Lighthouse gave no ${audit}`);
    return v;
  };
  return {
    slug,
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
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
  return { slug: first.slug, lcpMs: median((r) => r.lcpMs), cls: median((r) => r.cls), tbtMs: median((r) => r.tbtMs) };
}

export function pageOverBudget(r: PageReport): string[] {
  const problems: string[] = [];
  if (r.lcpMs > PAGE_BUDGETS.lcpMaxMs) problems.push(`${r.slug}: LCP ${Math.round(r.lcpMs)} ms > ${PAGE_BUDGETS.lcpMaxMs} ms`);
  if (r.cls >= PAGE_BUDGETS.clsUnder) problems.push(`${r.slug}: CLS ${r.cls.toFixed(3)} >= ${PAGE_BUDGETS.clsUnder}`);
  if (r.tbtMs >= PAGE_BUDGETS.tbtUnderMs) problems.push(`${r.slug}: TBT ${Math.round(r.tbtMs)} ms >= ${PAGE_BUDGETS.tbtUnderMs} ms`);
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

/** One Lighthouse performance run (default mobile form factor and simulated throttling) in the Chrome on `port`. */
export async function measurePage(slug: string, url: string, port: number): Promise<PageReport> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
  if (!result) throw new Error(`${slug}: Lighthouse returned no result for ${url}`);
  return pageMetrics(slug, result.lhr);
}
