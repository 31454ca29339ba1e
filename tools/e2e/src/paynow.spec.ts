import type { Page } from '@playwright/test';
import type { PersonaId } from '@portal/sandbox-api';
import { apiPaths } from '@portal/core-api';
import { expect, test } from './fixtures';
import { signInAs } from './sign-in-as';
import { PHONE, brandsNamed, forBrands } from './matrix';
import { routeApiTo, startPrivateSandbox } from './private-sandbox';
import { isPayable, numberOf, policiesOf, policyOfAnotherBrand } from './policies-data';
import { centsOf, dollars } from '@portal/sandbox-api/testing';
import {
  DECLINED,
  GOOD_CARD,
  cardForm,
  expectReceiptAmount,
  failure,
  nextCompleteCollection,
  payButton,
  payNowHeading,
  press,
  typeCard,
} from './paynow-steps';
import { GATEWAY_ORIGIN, configuredComponentTag, pathsOf, requestsTo } from './vendors';

/**
 * Pay Now end to end. The full set runs in one Australian (ironbark, variant B), one New Zealand (pohutukawa,
 * variant A) and the Canadian brand (tamarack, variant B; card number in parts); smoke.spec.ts opens every brand's
 * Pay Now page (axe). The card component and the gateway API are on the gateway's own origin
 * (https://components.gateway.test, vendors.ts), under the artifact's own CSP.
 */
const FULL: Record<string, PersonaId> = { ironbark: 'au-overdue', pohutukawa: 'nz-overdue', tamarack: 'ca-multi' };
const payableOf = (id: PersonaId) => policiesOf(id).find(isPayable)!;
const completeCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(apiPaths.completeCollection)) calls.push(r.url());
  });
  return calls;
};

test.describe('Pay Now', () =>
  forBrands(brandsNamed(...Object.keys(FULL)), (b) => {
    const id = FULL[b.brand.slug]!;

    test('guards: not the customer’s policy is not found, nothing overdue goes home, an overdue one opens (axe)', async ({
      page,
      brand,
      expectNoAxeViolations,
    }) => {
      await signInAs(page, brand, id, { to: `/payment/${policyOfAnotherBrand(brand.brand.id)}` });
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      const notDue = policiesOf(id).find((p) => !isPayable(p));
      if (notDue) {
        await page.goto(`/payment/${numberOf(notDue)}`);
        await expect(page).toHaveURL((url) => url.pathname === '/');
      }
      const due = policiesOf(id).find(isPayable);
      if (due) {
        await page.goto(`/payment/${numberOf(due)}`);
        await expect(payNowHeading(page)).toBeVisible();
        await expect(page).toHaveTitle(`Make a payment | ${brand.brand.name}`);
        await expect(
          page.getByRole('button', { name: brand.regional.featureFlag.payNowWorkflowType === 'A' ? 'Continue' : 'Next' }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });

    test(
      'pays part of the overdue payments by card, keyboard only; the receipt survives a reload with one completecollection',
      PHONE,
      async ({ page, brand, expectNoAxeViolations, snap }, testInfo) => {
        test.setTimeout(90_000);
        const sandbox = await startPrivateSandbox();
        try {
          const policy = payableOf(id);
          const n = numberOf(policy);
          const variant = brand.regional.featureFlag.payNowWorkflowType;
          await routeApiTo(page, sandbox.url);
          const calls = completeCalls(page);
          const gateway = requestsTo(page, GATEWAY_ORIGIN);
          await signInAs(page, brand, id, { to: `/payment/${n}`, sandboxUrl: sandbox.url });
          await expect(payNowHeading(page)).toBeVisible();
          const boxes = page.getByRole('checkbox', variant === 'A' ? {} : { name: /^Pay the payment due/ });
          await expect(boxes).toHaveCount(policy.payments.length);

          // Only the oldest payments selected (A: the first alone; B: all but the newest) are sent and charged, to the cent.
          const selected = variant === 'A' ? policy.payments.slice(0, 1) : policy.payments.slice(0, -1);
          const amount = dollars(centsOf(selected.map((p) => p.Amount)));
          const amountToPay = page.getByText(/^Amount to pay/);
          await expect(amountToPay).toHaveText(`Amount to pay: ${dollars(centsOf(policy.payments.map((p) => p.Amount)))}`);
          if (variant === 'A') {
            // Deselecting the first deselects the later ones, which cannot be selected before it.
            await press(page, boxes.first(), 'Space');
            for (const box of await boxes.all()) await expect(box).not.toBeChecked();
            await expect(boxes.nth(1)).toBeDisabled();
            await expect(amountToPay).toHaveText('Amount to pay: $0.00');
            await press(page, boxes.first(), 'Space');
            await expect(amountToPay).toHaveText(`Amount to pay: ${amount}`);
            await expectNoAxeViolations(page);
            await press(page, page.getByRole('button', { name: 'Continue' }), 'Enter');
          } else {
            await expect(
              page.getByRole('heading', { level: 2, name: new RegExp(`^You have ${policy.payments.length} overdue payments`) }),
            ).toBeVisible();
            // Leaving out the oldest payment breaks the order rule: the configured message.
            await press(page, boxes.first(), 'Space');
            await press(page, page.getByRole('button', { name: 'Next' }), 'Enter');
            await expect(page.getByRole('alert')).toContainText(brand.regional.regionalisation.transactionsNotSelectedInOrderMessage);
            await expect(page.getByRole('alert')).toBeFocused();
            await expectNoAxeViolations(page);
            await press(page, boxes.first(), 'Space');
            await press(page, boxes.last(), 'Space');
            await expect(amountToPay).toHaveText(`Amount to pay: ${amount}`);
            await press(page, page.getByRole('button', { name: 'Next' }), 'Enter');
          }

          await expect(cardForm(page)).toBeVisible();
          await expect(payButton(page)).toHaveAccessibleName(`Pay ${amount}`);
          await expect(payButton(page)).toBeEnabled({ timeout: 10_000 });
          // The gateway's card component, mounted by the tag the served configuration names.
          await expect(page.locator(await configuredComponentTag(page, brand, 'cardCapture'))).toHaveCount(1);
          await expectNoAxeViolations(page);
          await snap(page, 'paynow-card');
          await typeCard(page, brand, GOOD_CARD);
          const sent = nextCompleteCollection(page);
          await press(page, payButton(page), 'Enter');

          expect(selected.length).toBeGreaterThan(0);
          expect(selected.length).toBeLessThan(policy.payments.length);
          expect(await sent).toEqual({ policy: n, ids: selected.map((p) => p.TransactionId) });
          await expect(page).toHaveURL(/transactionidentifier=TXN-/);
          expect(pathsOf(gateway)).toEqual(expect.arrayContaining(['GET /gateway/card-capture.js', 'POST /gateway/api/v1/transactions']));
          const receipt = page.getByRole('region', { name: variant === 'A' ? /^Thank you/ : 'Payment received' });
          await expect(receipt).toBeVisible({ timeout: 15_000 });
          await expect(receipt).toContainText(/RCPT-\d+/);
          await expectReceiptAmount(receipt, variant, amount, n);
          if (variant === 'B') await expect(receipt).toContainText('still at risk of lapsing');
          else await expect(receipt).toContainText('Please allow up to 5 minutes for your policy to be updated');
          await expect(page.getByRole('link', { name: 'Add next payment to calendar' })).toHaveAttribute('download', /\.ics$/);
          expect(calls).toHaveLength(1);
          await expectNoAxeViolations(page);
          await snap(page, 'paynow-receipt');

          if (testInfo.project.metadata['viewport'] === 'desktop') {
            // The PDF is made in the browser by a chunk loaded on demand (no CSP violation: checked after every test).
            const download = page.waitForEvent('download');
            await press(page, page.getByRole('button', { name: 'Download as PDF' }), 'Enter');
            expect((await download).suggestedFilename()).toMatch(/^receipt-RCPT-\d+\.pdf$/);
            // Printed, the receipt has no navigation and no buttons.
            await page.emulateMedia({ media: 'print' });
            await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
            await expect(page.getByRole('navigation').first()).toBeHidden();
            await expect(receipt).toBeVisible();
            await snap(page, 'paynow-receipt-print');
            await page.emulateMedia({ media: 'screen' });
          }

          await page.reload();
          await expect(receipt).toBeVisible();
          await expect(receipt).toContainText(/RCPT-\d+/);
          expect(calls).toHaveLength(1);

          await press(page, page.getByRole('button', { name: 'Back to My Policies' }), 'Enter');
          await expect(page).toHaveURL((url) => url.pathname === '/');
          await expect(page.getByRole('listitem').filter({ hasText: n }).getByText('Processing Payment', { exact: true })).toBeVisible({
            timeout: 15_000,
          });
        } finally {
          sandbox.stop();
        }
      },
    );

    test('a gateway script that does not load, then a declined card: the failure page, Try Again and Back', async ({
      page,
      brand,
      expectNoAxeViolations,
    }) => {
      test.setTimeout(60_000);
      const n = numberOf(payableOf(id));
      const next = brand.regional.featureFlag.payNowWorkflowType === 'A' ? 'Continue' : 'Next';
      await page.route('**/gateway/card-capture.js', (route) => route.abort());
      await signInAs(page, brand, id, { to: `/payment/${n}` });
      await press(page, page.getByRole('button', { name: next }), 'Enter');
      await expect(failure(page)).toBeVisible({ timeout: 15_000 });
      await expect(failure(page).getByRole('link', { name: `Call us on ${brand.brand.phone}` })).toHaveAttribute('href', /^tel:/);
      await expectNoAxeViolations(page);

      await page.unroute('**/gateway/card-capture.js');
      await press(page, page.getByRole('button', { name: 'Try Again' }), 'Enter');
      await press(page, page.getByRole('button', { name: next }), 'Enter');
      await expect(payButton(page)).toBeEnabled({ timeout: 10_000 });
      await typeCard(page, brand, DECLINED);
      await press(page, payButton(page), 'Enter');
      await expect(failure(page)).toBeVisible();
      await expect(page).not.toHaveURL(/transactionidentifier/);
      await press(page, page.getByRole('button', { name: 'Back to My Policies' }), 'Enter');
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });
  }));
