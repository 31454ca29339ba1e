import { findPersona, type PersonaId } from '@portal/sandbox-api';
import { STRIPE_JS } from '../../vendors';
import { enterCodeAndContinue, submitLogin } from '../engine-login';
import { click, expectPath, find, press, see, typeInto, until } from '../engine-steps';
import { re } from '../in-page-queries';
import type { Journey, JourneyContext } from '../journey';

/**
 * A payment update by card with the brand's provider, by keyboard: the gateway's own component on the portal's page
 * (provider 1) or Stripe's fields in their js.stripe.com frame (provider 2), the agreement, Save, and the variant's
 * success (A: back on the policy with its notice; B: Payment Method Updated). The customers of payment-update.spec.ts.
 */
const CUSTOMERS: Record<string, { persona: PersonaId; policy: string }> = {
  wattlebird: { persona: 'au-family', policy: '51000101' },
  kowhai: { persona: 'nz-single', policy: '54000801' },
  tamarack: { persona: 'ca-multi', policy: '56001001' },
};
const CARD = '5555555555554444';
const STRIPE_FRAME = `iframe[src^="${STRIPE_JS}/"]`;

async function typeCard(t: JourneyContext): Promise<void> {
  const { page, brand } = t;
  if (brand.regional.creditCardProvider === 2) {
    // Save is held while Stripe's element loads (its frame is put in place more than once meanwhile).
    const save = await find(page, { role: 'button', name: 'Save' });
    await until("Save, once Stripe's element is ready", () => save.run((el) => !(el as HTMLButtonElement).disabled));
    await until('the Stripe frame', () => page.run((selector: string) => document.querySelector(selector) !== null, STRIPE_FRAME));
    await page.inFrame(STRIPE_FRAME, async () => {
      await typeInto(page, { label: 'Card number' }, CARD);
      await typeInto(page, { label: 'Expiration date (MM / YY)' }, '12 / 39');
      await typeInto(page, { label: 'Security code' }, '123');
      await typeInto(page, { label: 'Name on card' }, 'Test Customer');
    });
    return;
  }
  await typeInto(page, { label: 'Card number' }, CARD);
  await typeInto(page, { label: 'Name on card' }, 'Test Customer');
  await typeInto(page, { label: 'Expiry month (MM)' }, '12');
  await typeInto(page, { label: 'Expiry year (YY)' }, '39');
  await typeInto(page, { label: 'Security code (CVC)' }, '123');
}

export const updatesCard: Journey = {
  title: "a payment update by card with the brand's provider, by keyboard, to the variant's success",
  brands: Object.keys(CUSTOMERS),
  run: async (t) => {
    const { page, brand } = t;
    const { persona, policy } = CUSTOMERS[brand.brand.slug]!;
    await enterCodeAndContinue(t, await submitLogin(t, findPersona(persona)!, 'sms'));
    await t.visit(`/update/payment/${policy}`);
    const card = await find(page, { role: 'radio', name: 'Credit or debit card' });
    await until('the card method chosen', () => card.run((el) => (el as HTMLInputElement).checked));
    await see(page, { role: 'img', name: 'Visa and Mastercard accepted' });
    await typeCard(t);
    await press(page, { role: 'checkbox' }, ' ');
    await press(page, { role: 'button', name: 'Save' }, 'Enter');
    // Stripe's return leg reloads the portal (confirmSetup's return_url): slower engines get the room of two steps.
    const leg = 30_000;
    if (brand.regional.featureFlag.paymentUpdateWorkflowType === 'A') {
      await expectPath(
        page,
        (url) => url.pathname === `/policy/${policy}` && url.search === '?success=1',
        'the policy with ?success=1',
        leg,
      );
      await see(page, { text: 'Your payment details have been updated' }, leg);
    } else {
      await see(page, { role: 'heading', name: 'Payment Method Updated' }, leg);
      await see(page, { text: re(/will now be paid by: Card \*\*\*\* \*4444/) });
    }
    await t.shot('payment-updated');
    await click(page, { role: 'link', name: 'Log out' });
    await expectPath(page, (url) => url.pathname === '/login', '/login');
  },
};
