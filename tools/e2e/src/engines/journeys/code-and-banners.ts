import { findPersona, type PersonaId } from '@portal/sandbox-api';
import { codeFor, wrongCodeFor } from '../../auth-steps';
import { hasCrossSell, isPayable, personasOfBrand, policiesOf } from '../../policies-data';
import { submitLogin } from '../engine-login';
import { click, expectEqual, expectPath, find, see, typeInto, until } from '../engine-steps';
import { precedes, re } from '../in-page-queries';
import type { Journey } from '../journey';

/**
 * The code screen and the dashboard's banners, in any engine: a wrong code said and cleared, the right code pasted
 * into the six boxes (WebKit: the engine's clipboardData, read by the boxes' paste handler; Gecko types it), then the dashboard with the
 * overdue banner above the cards and the cross-sell below them. One customer per country who has both.
 */
const BRANDS = ['wattlebird', 'kowhai', 'tamarack'];
const DASHBOARD = { role: 'region', name: 'My insurance policies' } as const;
const CROSS_SELL = { role: 'status', name: 'Could your family be better protected?' } as const;
const OVERDUE = { text: re(/^You have overdue payments/) };
const CARDS = { role: 'link', name: re(/^View policy \d+$/), within: DASHBOARD };

const customerOf = (brandId: number): PersonaId | undefined =>
  personasOfBrand(brandId).find((id) => hasCrossSell(id) && policiesOf(id).some(isPayable));

/** Pastes `text` into the focused element as the browser does: a paste event carrying it as text/plain. */
function pasteIntoFocused(text: string): boolean {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  const target = document.activeElement;
  return target !== null && target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

export const codeAndBanners: Journey = {
  title: 'a wrong code, the right one pasted (typed in Gecko), the overdue banner above the cards and the cross-sell below',
  brands: BRANDS,
  run: async (t) => {
    const { page, brand } = t;
    const id = customerOf(brand.brand.id);
    if (!id) throw new Error(`No ${brand.brand.slug} customer with an overdue payment and a cross-sell offer`);
    const loginId = await submitLogin(t, findPersona(id)!, 'sms');
    const code = await codeFor(loginId);

    await see(page, { role: 'group', name: 'One-time code' });
    await typeInto(page, { label: 'Digit 1 of 6' }, wrongCodeFor(code));
    await click(page, { role: 'button', name: 'Continue' });
    await see(page, { role: 'alert', name: brand.regional.regionalisation.invalidOTPMessage });
    const first = await find(page, { label: 'Digit 1 of 6' });
    await until('the first box focused and emptied', () =>
      first.run((el) => el === document.activeElement && (el as HTMLInputElement).value === ''),
    );
    if (page.engine === 'gecko') {
      // Gecko hands a scripted paste event's DataTransfer over in protected mode (getData answers ''), and a real
      // clipboard paste needs a chord our key sender does not make: Gecko types the code instead.
      await typeInto(page, { label: 'Digit 1 of 6' }, code);
    } else {
      await page.run(pasteIntoFocused, code);
    }
    const last = await find(page, { label: 'Digit 6 of 6' });
    await until('the code in the boxes', () => last.run((el) => (el as HTMLInputElement).value));
    expectEqual('the last box', await last.run((el) => (el as HTMLInputElement).value), code.slice(-1));
    await click(page, { role: 'button', name: 'Continue' });
    await expectPath(page, (url) => url.pathname === '/', '/');

    await until(
      'the dashboard to have loaded',
      async () => (await (await find(page, DASHBOARD)).run((el) => el.getAttribute('aria-busy'))) === 'false',
    );
    await see(page, OVERDUE);
    await see(page, CROSS_SELL);
    expectEqual('the overdue banner before the cards', await page.run(precedes, OVERDUE, CARDS), true);
    expectEqual('the cross-sell after the cards', await page.run(precedes, CARDS, CROSS_SELL), true);
    await t.shot('banners');
    await click(page, { role: 'link', name: 'Log out' });
    await expectPath(page, (url) => url.pathname === '/login', '/login');
  },
};
