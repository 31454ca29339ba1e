import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { brandBySlug, type RegisteredBrand } from '@portal/brand-registry';
import { artifactPort } from './ports';

/** The axe rules every page and story is held to: WCAG 2.0-2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core's source, evaluated only where the frame has no axe yet. AxeBuilder evaluates its source in the main frame
 * before every scan, and again in every frame in legacy mode: parsing and starting ~560 kB of axe twice per scan cost
 * more than the scan itself on the 2-core machine. A signed-in journey is one document, so its later scans reuse the
 * axe its first one started (axe keeps no state between runs); a new document gets a fresh one.
 */
const AXE_ONCE = `if (typeof window.axe === 'undefined') {\n${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n}`;

/** A Content-Security-Policy violation a page reported (its securitypolicyviolation event). */
export type CspViolation = { page: string; directive: string; blocked: string; source: string; sample: string };

/** Records every CSP violation of every page and frame of the test's context, through an exposed binding. */
const CSP_BINDING = '__e2eCspViolation';
const cspListener = (binding: string) => {
  document.addEventListener(
    'securitypolicyviolation',
    (e) => {
      const report = (window as unknown as Record<string, ((v: unknown) => void) | undefined>)[binding];
      report?.({
        page: e.documentURI,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: e.sourceFile ? `${e.sourceFile}:${e.lineNumber}` : '',
        sample: e.sample,
      });
    },
    true,
  );
};

/**
 * Every test gets its brand (the `brandSlug` option, set per brand by matrix.ts's `forBrands`), the brand's artifact
 * as `baseURL`, and helpers to scan and photograph pages.
 */
export const test = base.extend<{
  /** The brand under test; matrix.ts's `forBrands` sets it (a per-brand project's metadata.slug is the default). */
  brandSlug: string;
  brand: RegisteredBrand;
  /**
   * axe on the page and its frames. `skipFrames`: selectors of frames axe cannot enter, such as a sandboxed frame
   * without allow-scripts (axe runs a script in every frame; there it never answers): left out, content included.
   */
  expectNoAxeViolations: (page: Page, options?: { skipFrames?: string[] }) => Promise<void>;
  /** Attaches a full-page picture to the report when E2E_SNAPSHOTS is set; nothing otherwise. */
  snap: (page: Page, name: string) => Promise<void>;
  /**
   * The CSP violations so far. Every test fails on any violation (checked after it) unless it expects some with
   * `allow`, as the test that proves an injected script is refused does.
   */
  cspViolations: { all: CspViolation[]; allow: (expected: (v: CspViolation) => boolean) => void };
}>({
  brandSlug: [
    async ({}, use, testInfo) => {
      await use(String(testInfo.project.metadata['slug'] ?? ''));
    },
    { option: true },
  ],
  brand: async ({ brandSlug }, use) => {
    if (!brandSlug) throw new Error('No brand for this test: generate it with forBrands (tools/e2e/src/matrix.ts)');
    await use(brandBySlug(brandSlug));
  },
  baseURL: async ({ brandSlug }, use) => {
    await use(brandSlug ? `http://127.0.0.1:${artifactPort(brandSlug)}` : undefined);
  },
  expectNoAxeViolations: async ({}, use) => {
    await use(async (page, options) => {
      // axe's default mode gathers every frame's results in a blank page it opens, which is what lets it enter a
      // cross-origin frame (a gateway's, the bot check's, an e-mail's opaque srcdoc). A page whose frames are all its
      // own is scanned in one run of axe across its frames instead (legacy mode): the same rules and nodes, in about
      // half the time, which adds up over the suite's few hundred scans.
      const origin = new URL(page.url()).origin;
      const foreignFrame = page
        .frames()
        .some((f) => f !== page.mainFrame() && f.url() !== 'about:blank' && !f.url().startsWith(`${origin}/`));
      const builder = new AxeBuilder({ page, axeSource: AXE_ONCE }).withTags(AXE_TAGS).setLegacyMode(!foreignFrame);
      for (const frame of options?.skipFrames ?? []) builder.exclude(frame);
      const results = await builder.analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(summary).toEqual([]);
    });
  },
  snap: async ({ brandSlug }, use, testInfo) => {
    await use(async (page, name) => {
      // Photographs are for people reviewing a run (E2E_SNAPSHOTS=1 attaches them to the report); they assert
      // nothing, and a full-page picture of a long page costs the 2-core run seconds, so npm test takes none.
      if (!process.env['E2E_SNAPSHOTS']) return;
      const file = testInfo.outputPath(`${brandSlug}-${testInfo.project.name}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },
  cspViolations: [
    async ({ context }, use) => {
      const all: CspViolation[] = [];
      const allowed: ((v: CspViolation) => boolean)[] = [];
      await context.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => void all.push(violation));
      await context.addInitScript(cspListener, CSP_BINDING);
      await use({ all, allow: (expected) => void allowed.push(expected) });
      // Events raised just before the test ended still reach the binding.
      for (const page of context.pages()) await page.waitForTimeout(0).catch(() => undefined);
      const unexpected = all.filter((v) => !allowed.some((ok) => ok(v)));
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
