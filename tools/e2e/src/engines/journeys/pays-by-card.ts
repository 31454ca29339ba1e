import { findPersona, type PersonaId } from '@portal/sandbox-api';
import { isPayable, numberOf, policiesOf } from '../../policies-data';
import { GOOD_CARD } from '../../paynow-steps';
import { enterCodeAndContinue, submitLogin } from '../engine-login';
import { click, count, expectEqual, expectPath, expectTitle, find, press, see, typeInto, until } from '../engine-steps';
import { re } from '../in-page-queries';
import type { Journey, JourneyContext } from '../journey';

/**
 * The main journey: log in, the dashboard, a policy, Pay Now through the gateway's card component to the receipt,
 * log out and Back. One customer with something overdue per country; the login channel varies with the brand.
 */
const CUSTOMERS: Record<string, { persona: PersonaId; channel: 'sms' | 'email' }> = {
  wattlebird: { persona: 'au-overdue-a', channel: 'email' },
  kowhai: { persona: 'nz-overdue-4', channel: 'sms' },
  tamarack: { persona: 'ca-multi', channel: 'email' },
};

const DASHBOARD = { role: 'region', name: 'My insurance policies' } as const;
const CARD_FORM = { role: 'form', name: 'Please provide your credit card details.' } as const;

async function dashboard(t: JourneyContext, id: PersonaId): Promise<void> {
  const { page, brand } = t;
  await expectTitle(page, `My insurance policies | ${brand.brand.name}`);
  await until(
    'the dashboard to have loaded',
    async () => (await (await find(page, DASHBOARD)).run((el) => el.getAttribute('aria-busy'))) === 'false',
  );
  expectEqual('policy links', await count(page, { role: 'link', name: re(/^View policy \d+$/), within: DASHBOARD }), policiesOf(id).length);
}

/** Types the card into the gateway's component with the keyboard, as the brand's configuration lays it out. */
async function typeCard(t: JourneyContext): Promise<void> {
  const { page, brand } = t;
  const { showCreditCardInParts, showCreditCardNameFirst } = brand.regional;
  const name = { label: 'Name on card', within: CARD_FORM };
  const number = { label: showCreditCardInParts ? 'Card number digits 1 to 4' : 'Card number', within: CARD_FORM };
  if (showCreditCardNameFirst) await typeInto(page, name, 'Test Customer');
  await typeInto(page, number, GOOD_CARD);
  if (!showCreditCardNameFirst) await typeInto(page, name, 'Test Customer');
  await typeInto(page, { label: 'Expiry month (MM)', within: CARD_FORM }, '12', 'Tab', '39', 'Tab', '123');
}

export const paysByCard: Journey = {
  title: 'log in, dashboard, a policy, Pay Now by card to the receipt, log out and Back',
  brands: Object.keys(CUSTOMERS),
  run: async (t) => {
    const { page, brand } = t;
    const { persona: id, channel } = CUSTOMERS[brand.brand.slug]!;
    const loginId = await submitLogin(t, findPersona(id)!, channel);
    await enterCodeAndContinue(t, loginId);
    await dashboard(t, id);
    await page.setWidth(390);
    await dashboard(t, id);
    await t.shot('dashboard-390');
    await page.setWidth(1280, 800);

    const policy = policiesOf(id).find(isPayable)!;
    const n = numberOf(policy);
    await click(page, { role: 'link', name: `View policy ${n}`, within: DASHBOARD });
    await see(page, { role: 'heading', level: 1, name: 'Policy overview' });
    await see(page, { role: 'region', name: 'Payment details' });

    await t.visit(`/payment/${n}`);
    await see(page, { role: 'heading', level: 1, name: 'Make a payment' });
    await expectTitle(page, `Make a payment | ${brand.brand.name}`);
    const variant = brand.regional.featureFlag.payNowWorkflowType;
    const next = { role: 'button', name: variant === 'A' ? 'Continue' : 'Next' };
    await page.setWidth(390);
    await see(page, next);
    await t.shot('paynow-390');
    await page.setWidth(1280, 800);
    const box = variant === 'A' ? { role: 'checkbox' } : { role: 'checkbox', name: re(/^Pay the payment due/) };
    expectEqual('payments offered', await count(page, box), policy.payments.length);
    await press(page, next, 'Enter');

    const pay = await find(page, { role: 'button', name: re(/^Pay \$/), within: CARD_FORM }, 20_000);
    await until('the card component to be ready', () => pay.run((el) => !(el as HTMLButtonElement).disabled));
    await typeCard(t);
    await press(page, { role: 'button', name: re(/^Pay \$/), within: CARD_FORM }, 'Enter');
    await expectPath(page, (url) => /transactionidentifier=TXN-/.test(url.search), 'the receipt');
    const receipt = { role: 'region', name: variant === 'A' ? re(/^Thank you/) : 'Payment received' };
    await until('a receipt number', async () =>
      /RCPT-\d+/.test(await (await find(page, receipt, 20_000)).run((el) => el.textContent ?? '')),
    );

    await click(page, { role: 'link', name: 'Log out' });
    await expectPath(page, (url) => url.pathname === '/login', '/login');
    await see(page, { role: 'heading', level: 1, name: 'My Account Login' });
    await page.back();
    // Back after logging out shows nothing of the session: the login page again.
    await expectPath(page, (url) => url.pathname === '/login', '/login after Back');
    expectEqual('Log out links after Back', await count(page, { role: 'link', name: 'Log out' }), 0);
  },
};
