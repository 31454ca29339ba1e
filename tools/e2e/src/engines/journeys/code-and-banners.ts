import { findPersona, type PersonaId } from '@portal/sandbox-api';
import { codeFor, wrongCodeFor } from '../../auth-steps';
import { hasCrossSell, isPayable, personasOfBrand, policiesOf } from '../../policies-data';
import { answerCodeWithTokenEndingIn, enterCodeAndContinue, submitLogin } from '../engine-login';
import { click, count, expectEqual, expectPath, find, see, typeInto, until } from '../engine-steps';
import { moveClock } from '../in-page-clock';
import { precedes, re } from '../in-page-queries';
import type { Journey, JourneyContext } from '../journey';

/**
 * The code screen and the dashboard's banners, in any engine: a wrong code said and cleared; Resend held through its
 * 30-second wait (the page's clock moved past it, in-page-clock.ts), then a new code sent; that code pasted into the
 * six boxes (WebKit: the engine's clipboardData, read by the boxes' paste handler; Gecko types it), then the dashboard
 * with the overdue banner above the cards and the cross-sell below them. One customer per country who has both.
 * Then, for wattlebird alone (the session is the same code in every brand, and its end is waited out in real time), a
 * session that ends: the warning at once, and the login page saying why once the token's end has passed.
 */
const BRANDS = ['wattlebird', 'kowhai', 'tamarack'];
const DASHBOARD = { role: 'region', name: 'My insurance policies' } as const;
const CROSS_SELL = { role: 'status', name: 'Could your family be better protected?' } as const;
const OVERDUE = { text: re(/^You have overdue payments/) };
const CARDS = { role: 'link', name: re(/^View policy \d+$/), within: DASHBOARD };
const RESEND = { role: 'button', name: 'Resend' } as const;
const WARNING = { role: 'dialog', name: 'Your session is about to expire' } as const;
/** How long the ending session's token lives: room for the warning to be seen before its end (slow engines). */
const SESSION_ENDS_IN_MS = 12_000;

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
  title: 'a wrong code, Resend after its wait, the new code pasted (typed in Gecko), the banners around the cards; a session that ends',
  brands: BRANDS,
  run: async (t) => {
    const { page, brand } = t;
    const id = customerOf(brand.brand.id);
    if (!id) throw new Error(`No ${brand.brand.slug} customer with an overdue payment and a cross-sell offer`);
    const loginId = await submitLogin(t, findPersona(id)!, 'sms');
    const code = await codeFor(loginId);

    await see(page, { role: 'group', name: 'One-time code' });
    // Resend waits: held (aria-disabled) and described by the seconds left, counted down from 30.
    const resend = await find(page, RESEND);
    const waitText = () => resend.run((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null);
    expectEqual('Resend held', await resend.run((el) => el.getAttribute('aria-disabled')), 'true');
    const left = Number(/^You can ask for a new code in (\d+) seconds?$/.exec((await waitText()) ?? '')?.[1]);
    if (!(left >= 20 && left <= 30)) throw new Error(`Resend's wait: expected 20 to 30 seconds left, got "${await waitText()}"`);

    await typeInto(page, { label: 'Digit 1 of 6' }, wrongCodeFor(code));
    await click(page, { role: 'button', name: 'Continue' });
    await see(page, { role: 'alert', name: brand.regional.regionalisation.invalidOTPMessage });
    const first = await find(page, { label: 'Digit 1 of 6' });
    await until('the first box focused and emptied', () =>
      first.run((el) => el === document.activeElement && (el as HTMLInputElement).value === ''),
    );

    // Pressed while held it sends nothing (the code is still the first, below); 30 seconds on it is released.
    await resend.click();
    await page.run(moveClock, 30_000);
    await until('Resend released', async () => (await resend.run((el) => el.getAttribute('aria-disabled'))) === null);
    await see(page, { role: 'status', name: 'You can now ask for a new code.' });
    expectEqual('the code after pressing Resend while held', await codeFor(loginId), code);
    await resend.click();
    const second = await until('a new code', async () => {
      const current = await codeFor(loginId);
      return current !== code ? current : null;
    });
    await see(page, { text: 'We have sent you a new code.' });
    await until('the first box focused', () => first.run((el) => el === document.activeElement));
    expectEqual('Resend held again', await resend.run((el) => el.getAttribute('aria-disabled')), 'true');
    if (page.engine === 'gecko') {
      // Gecko hands a scripted paste event's DataTransfer over in protected mode (getData answers ''), and a real
      // clipboard paste needs a chord our key sender does not make: Gecko types the code instead.
      await typeInto(page, { label: 'Digit 1 of 6' }, second);
    } else {
      await page.run(pasteIntoFocused, second);
    }
    const last = await find(page, { label: 'Digit 6 of 6' });
    await until('the code in the boxes', () => last.run((el) => (el as HTMLInputElement).value));
    expectEqual('the last box', await last.run((el) => (el as HTMLInputElement).value), second.slice(-1));
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
    if (brand.brand.slug === 'wattlebird') await sessionEnds(t, id);
  },
};

/** Logs in with a token that ends in seconds: the warning, a modal dialog holding focus, then the login page says why. */
async function sessionEnds(t: JourneyContext, id: PersonaId): Promise<void> {
  const { page } = t;
  const loginId = await submitLogin(t, findPersona(id)!, 'sms');
  await enterCodeAndContinue(t, loginId, await answerCodeWithTokenEndingIn(t, loginId, SESSION_ENDS_IN_MS));
  const warning = await find(page, WARNING);
  expectEqual(
    'the warning, modal and focused',
    await warning.run((el) => el.matches(':modal') && el.contains(document.activeElement)),
    true,
  );
  await see(page, { role: 'button', name: 'Stay signed in', within: WARNING });
  await t.shot('session-warning');
  await expectPath(page, (url) => url.pathname === '/login', 'the login page once the session has ended', SESSION_ENDS_IN_MS + 10_000);
  const notice = await find(page, { text: re(/^Your session has expired\./) });
  // Section 8's wording as it is, two spaces included.
  expectEqual('why', await notice.run((el) => el.textContent), 'Your session has expired.  Please login again to continue.');
  expectEqual('the warning after the end', await count(page, WARNING), 0);
  expectEqual('Log out links after the end', await count(page, { role: 'link', name: 'Log out' }), 0);
}
