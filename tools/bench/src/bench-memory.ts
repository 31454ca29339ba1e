import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { brandBySlug } from '@portal/brand-registry';
import { findPersona, seedFixtures, signInToSandbox } from '@portal/sandbox-api';
import { SESSION_STORAGE_KEY } from '@portal/session/storage-key';
import { HEAP_GROWTH_MAX_BYTES, heapOverBudget } from './flow-budgets';
import { clickOn, launchBrowser, markNextClick, preparePage, retainedHeap, servePortal, waitShown, type ScreenMark } from './flow-portal';

/**
 * npm run bench:memory (issue 26): a long session in one tab of the default brand (run `npm run build` first): ROUNDS
 * rounds of dashboard, a policy, the contact details, back to the policy, its documents and back again, each screen
 * opened as a customer would (a click on its link, the browser's back). After round 1 and every tenth round, garbage
 * collection is forced through the DevTools protocol and the heap still in use read (Runtime.getHeapUsage), with the
 * documents, nodes and listeners alive. The heap after the last round must stay within 2 MB of the first round's
 * (flow-budgets.ts); exits non-zero when it does not.
 */
const SLUG = 'wattlebird';
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 50);
const PORT = 4730; // the sandbox; the artifact on 4731 (clear of bench-flow's 4720-4723)
const dist = process.env['BENCH_DIST'] ? resolve(process.env['BENCH_DIST']) : undefined;

const registered = brandBySlug(SLUG);
// The brand's first customer with a policy that has documents (the documents screen lists them).
const customer = seedFixtures().find(
  (f) => f.login.brandId === registered.brand.id && !f.login.locked && f.policies.some((p) => p.documents.length),
);
const policy = customer?.policies.find((p) => p.documents.length)?.detail.PolicySummary.PolicyNumber;
if (!customer || !policy || !findPersona(customer.login.id)) throw new Error(`${SLUG}: no customer with documents in the sandbox`);

/** Stores the session where the portal keeps it (the one sign-in of tests and tools), from a page that runs no app. */
async function signedIn(page: Page, url: string, sandboxUrl: string): Promise<void> {
  const session = await signInToSandbox(customer!.login.id, { sandboxUrl });
  await page.goto(`${url}/503.html`);
  await page.evaluate((key, value) => sessionStorage.setItem(key, value), SESSION_STORAGE_KEY, JSON.stringify(session));
  await page.goto(`${url}/`);
  await page.evaluate(() => ((window as unknown as { __clickedAt: number }).__clickedAt = performance.now()));
  await waitShown(page, { path: '/' });
}

async function open(page: Page, selector: string, mark: ScreenMark): Promise<void> {
  await markNextClick(page);
  await clickOn(page, selector);
  await waitShown(page, mark);
}

async function back(page: Page, mark: ScreenMark): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __clickedAt: number }).__clickedAt = performance.now();
    history.back();
  });
  await waitShown(page, mark);
}

/** One round: dashboard, policy, contacts, back to the policy, documents, back. */
async function round(page: Page): Promise<void> {
  const detail = { path: `/policy/${policy}` };
  await open(page, 'nav a[href="/"]', { path: '/' });
  await open(page, `a[href="/policy/${policy}"]`, detail);
  await open(page, 'nav a[href="/contacts"]', { path: '/contacts' });
  await back(page, detail);
  await open(page, `a[href="/documents/${policy}"]`, { path: `/documents/${policy}` });
  await back(page, detail);
}

type Sample = { round: number; heap: number; documents: number; nodes: number; listeners: number; seconds: number };
async function sample(page: Page, roundNo: number, startedAt: number): Promise<Sample> {
  const heap = await retainedHeap(page);
  const cdp = await page.createCDPSession();
  const counters = await cdp.send('Memory.getDOMCounters');
  await cdp.detach();
  const { documents, nodes, jsEventListeners: listeners } = counters;
  return { round: roundNo, heap, documents, nodes, listeners, seconds: (Date.now() - startedAt) / 1000 };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
const portal = await servePortal('bench-memory', [SLUG], PORT, { dist });
const browser = await launchBrowser();
const samples: Sample[] = [];
try {
  const page = await browser.newPage();
  await preparePage(page);
  const url = portal.urlOf(SLUG);
  await signedIn(page, url, portal.sandboxUrl);
  console.info(
    `${SLUG}, ${customer.login.id}: ${ROUNDS} rounds of dashboard, policy ${policy}, contacts, back, documents, back; ` +
      `garbage collected before each figure\n`,
  );
  console.info('round  retained heap MB  documents  nodes  listeners  elapsed s');
  const startedAt = Date.now();
  for (let n = 1; n <= ROUNDS; n++) {
    await round(page);
    if (n === 1 || n % 10 === 0 || n === ROUNDS) {
      const s = await sample(page, n, startedAt);
      samples.push(s);
      console.info(
        `${String(n).padStart(5)}  ${mb(s.heap).padStart(16)}  ${String(s.documents).padStart(9)}  ${String(s.nodes).padStart(5)}  ` +
          `${String(s.listeners).padStart(9)}  ${s.seconds.toFixed(0).padStart(9)}`,
      );
    }
  }
} finally {
  await browser.close();
  await portal.stop();
}
const first = samples[0];
const last = samples.at(-1);
if (!first || !last) throw new Error('no heap measured');
console.info(
  `\nRetained heap after round 1: ${mb(first.heap)} MB; after round ${last.round}: ${mb(last.heap)} MB ` +
    `(${last.heap >= first.heap ? '+' : ''}${mb(last.heap - first.heap)} MB; budget +${mb(HEAP_GROWTH_MAX_BYTES)} MB).`,
);
const problems = heapOverBudget(first.heap, last.heap);
if (problems.length) {
  console.error(`\nOver budget:\n${problems.join('\n')}`);
  process.exit(1);
}
console.info('The memory budget is met.');
