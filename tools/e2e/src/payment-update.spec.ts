import type { Page } from '@playwright/test';
import type { PersonaId, PolicyFixture } from '@portal/sandbox-api';
import { expect, test } from './fixtures';
import { signInAs } from './sign-in-as';
import { press } from './paynow-steps';
import { PHONE, cardProvider, country, covering, forBrands, others, paymentUpdate } from './matrix';
import { isInactive, methodOf, numberOf, personasOfBrand, policiesOf } from './policies-data';
import { routeApiTo, startPrivateSandbox } from './private-sandbox';
import { agreeAndSave, save, typeBankAccount, typeCard } from './payment-update-steps';
import { GATEWAY_ORIGIN, STRIPE_API, STRIPE_JS, configuredComponentTag, expectFrameOn, pathsOf, requestsTo, stripeFrame } from './vendors';

/**
 * Update payment method end to end. The full set runs in the fewest brands carrying every country, both variants
 * and both card providers (today wattlebird: AU, A, provider 1; kowhai: NZ, A, provider 2; tamarack: CA, B,
 * provider 2), with the personas and policies below; the other brands get the smoke (open the form, axe).
 * Tests that save use a private sandbox, so the shared personas keep their payment methods. The vendors are reached
 * under their own names (vendors.ts): Stripe's frame on js.stripe.com and its API on api.stripe.com, the gateway's
 * registration component and API on https://components.gateway.test, under the artifact's own CSP.
 */
const FULL_DATA: Record<string, { persona: PersonaId; card: string; dd: string }> = {
  wattlebird: { persona: 'au-family', card: '51000101', dd: '51000102' },
  kowhai: { persona: 'nz-single', card: '54000801', dd: '54000801' },
  tamarack: { persona: 'ca-multi', card: '56001001', dd: '56001003' },
};
const full = covering([country, paymentUpdate, cardProvider]);
const fullOf = (slug: string) => {
  const data = FULL_DATA[slug];
  if (!data) throw new Error(`payment-update.spec.ts: the full set runs in ${slug}; give it a persona in FULL_DATA`);
  return data;
};
/** The brand's first persona with an active policy that `fits`, and that policy's number (at load time). */
const activePolicyOf = (brandId: number, fits: (p: PolicyFixture) => boolean): { persona: PersonaId; policy: string } => {
  for (const persona of personasOfBrand(brandId)) {
    const policy = policiesOf(persona).find((x) => !isInactive(x) && fits(x));
    if (policy) return { persona, policy: numberOf(policy) };
  }
  throw new Error(`payment-update.spec.ts: no persona of brand ${brandId} has the active policy the test needs`);
};
/** For the smoke of a brand outside the full set: a policy not paid by cheque. */
const smokeOf = (brandId: number) => activePolicyOf(brandId, (p) => methodOf(p) !== 'cheque');
const chequeOf = (brandId: number) => activePolicyOf(brandId, (p) => methodOf(p) === 'cheque');
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Edit payment details' });
test.describe('Update payment method: smoke', () =>
  forBrands(others(full), (b) => {
    const smoke = smokeOf(b.brand.id);
    test('an active policy opens the form with the current method (axe)', PHONE, async ({ page, brand, expectNoAxeViolations }) => {
      await signInAs(page, brand, smoke.persona, { to: `/update/payment/${smoke.policy}` });
      await expect(heading(page)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Current payment method' })).toContainText('current method');
      await expect(
        page
          .getByRole('radiogroup', { name: 'How would you like to pay?' })
          .or(page.getByRole('group', { name: 'How would you like to pay?' })),
      ).toBeVisible();
      await expect(page.getByText('Encrypted and secure')).toBeVisible();
      await expect(save(page)).toBeEnabled({ timeout: 10_000 });
      await expectNoAxeViolations(page);
    });
  }));

test.describe('Update payment method', () =>
  forBrands(full, (b) => {
    const data = fullOf(b.brand.slug);
    test(
      'direct debit by keyboard: the country’s bank fields, the agreement required, then the variant’s success',
      PHONE,
      async ({ page, brand, expectNoAxeViolations, snap }) => {
        test.setTimeout(60_000);
        const sandbox = await startPrivateSandbox();
        try {
          await routeApiTo(page, sandbox.url);
          const gateway = requestsTo(page, GATEWAY_ORIGIN);
          await signInAs(page, brand, data.persona, { to: `/update/payment/${data.dd}`, sandboxUrl: sandbox.url });
          const bank = page.getByRole('radio', { name: 'Bank account' });
          await expect(bank).toBeVisible();
          if (!(await bank.isChecked())) await press(page, page.getByRole('radio', { name: 'Credit or debit card' }), 'ArrowUp');
          await expect(bank).toBeChecked();
          await expect(page.getByLabel('Account name', { exact: true })).toBeVisible({ timeout: 10_000 });
          // The gateway's component, from its own origin, mounted by the tag the served configuration names.
          await expect(page.locator(await configuredComponentTag(page, brand, 'registration'))).toHaveCount(1);
          await typeBankAccount(page, brand.regional.region);
          // Save without the agreement: the summary takes focus, the checkbox is invalid.
          await expect(save(page)).toBeEnabled();
          await press(page, save(page), 'Enter');
          await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
          await expect(page.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
          await expectNoAxeViolations(page);
          await snap(page, 'payment-update-invalid');
          await agreeAndSave(page, brand, data.dd);
          expect(pathsOf(gateway)).toEqual(expect.arrayContaining(['GET /gateway/registration.js', 'POST /gateway/api/v1/registrations']));
          await expect(page).not.toHaveURL(/token=/);
          await expectNoAxeViolations(page);
        } finally {
          sandbox.stop();
        }
      },
    );

    test(
      'card by keyboard with the brand’s provider (provider 2 holds Save while its element loads)',
      PHONE,
      async ({ page, brand, expectNoAxeViolations, snap, cspViolations }) => {
        test.setTimeout(60_000);
        const sandbox = await startPrivateSandbox();
        const stripe = brand.regional.creditCardProvider === 2;
        try {
          await routeApiTo(page, sandbox.url);
          const stripeApi = requestsTo(page, STRIPE_API);
          await signInAs(page, brand, data.persona, { to: `/update/payment/${data.card}`, sandboxUrl: sandbox.url });
          await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
          if (stripe) await expect(save(page)).toBeDisabled();
          await expect((stripe ? stripeFrame(page) : page).getByLabel('Card number', { exact: true })).toBeVisible({ timeout: 10_000 });
          if (stripe) {
            await expectFrameOn(page, STRIPE_JS);
            // The suite's CSP check reaches a cross-origin frame: a probe its own policy refuses is reported from there.
            const frame = page.frames().find((f) => new URL(f.url()).origin === STRIPE_JS);
            const probe = (v: { page: string; blocked: string }) =>
              v.page.startsWith(`${STRIPE_JS}/`) && v.blocked.startsWith('https://probe.invalid/');
            cspViolations.allow(probe);
            await frame?.evaluate(() => void (new Image().src = 'https://probe.invalid/x.png'));
            await expect.poll(() => cspViolations.all.filter(probe).length).toBe(1);
          }
          await expect(page.getByRole('img', { name: 'Visa and Mastercard accepted' })).toBeVisible();
          await typeCard(page, brand, '5555555555554444');
          await expectNoAxeViolations(page);
          await snap(page, 'payment-update-card');
          await agreeAndSave(page, brand, data.card);
          // Stripe.js asked api.stripe.com for its session from the page; the frame confirmed the setup intent there.
          if (stripe)
            expect(pathsOf(stripeApi)).toEqual(
              expect.arrayContaining([
                'GET /v1/elements/sessions',
                expect.stringMatching(/^POST \/v1\/setup_intents\/seti_[^/]+\/confirm$/),
              ]),
            );
          await expect(page).not.toHaveURL(/token=|setup_intent/);
          if (brand.regional.featureFlag.paymentUpdateWorkflowType === 'B') {
            await expect(page.getByText(/will now be paid by: Card \*\*\*\* \*4444/)).toBeVisible();
            await expect(page.getByRole('link', { name: 'Back to My Policies' })).toBeVisible();
            await snap(page, 'payment-update-done');
          }
          await expectNoAxeViolations(page);
        } finally {
          sandbox.stop();
        }
      },
    );

    test('a failed return goes back with error=true and the configured banner', async ({ page, brand, expectNoAxeViolations }) => {
      const back =
        brand.regional.creditCardProvider === 2
          ? 'setup_intent=seti_unknown&setup_intent_client_secret=x&redirect_status=failed'
          : 'token=reg-unknown&accountType=CC';
      await signInAs(page, brand, data.persona, { to: `/update/payment/${data.card}?${back}` });
      await expect(page).toHaveURL((url) => url.search === '?error=true', { timeout: 15_000 });
      await expect(page.getByRole('alert')).toContainText('We were unable to update your payment details');
      await expect(page.getByRole('alert')).toContainText(brand.brand.phone);
      await expect(save(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    const cheque = chequeOf(b.brand.id);
    test('a cheque policy cannot reach the form: the message with the brand phone', async ({ page, brand, expectNoAxeViolations }) => {
      await signInAs(page, brand, cheque.persona, { to: `/update/payment/${cheque.policy}` });
      await expect(page.getByText(`cannot be changed online: please call us on ${brand.brand.phone}`)).toBeVisible();
      await expect(save(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }));
