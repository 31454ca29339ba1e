import type { Page } from '@playwright/test';

/**
 * What the XSS corpus (@portal/sandbox-api's xssCorpus) would do if a vector ran: call `top.__xss(n)`, defined here
 * in every frame of the page before its scripts, or open a dialog (dismissed). Both are recorded for the test to
 * expect none.
 */
export async function watchXss(page: Page): Promise<{ calls: number[]; dialogs: string[] }> {
  const calls: number[] = [];
  const dialogs: string[] = [];
  await page.exposeFunction('__xssReport', (n: number) => void calls.push(n));
  await page.addInitScript(() => {
    (window as unknown as { __xss: (n: number) => void }).__xss = (n) =>
      (window as unknown as { __xssReport: (n: number) => void }).__xssReport(n);
  });
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return { calls, dialogs };
}
