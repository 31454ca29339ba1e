import { findPersona, type PersonaId } from '@portal/sandbox-api';
import { apiPaths } from '@portal/core-api';
import { CASES, docIdOf, documentsPolicyOf, viewerPath } from '../../documents-data';
import { numberOf } from '../../policies-data';
import { answerCodeWithTokenEndingIn, enterCodeAndContinue, submitLogin } from '../engine-login';
import { click, count, downloaded, expectEqual, expectPath, expectTitle, find, see, typeInto, until } from '../engine-steps';
import { re } from '../in-page-queries';
import type { Journey, JourneyContext } from '../journey';

/**
 * Log in by mobile to a session whose token ends in 90 seconds (the code's answer, engine-login.ts): the warning at
 * once, and 'Stay signed in' keeps the session (the pages after it load in it). The contact form's address lookup by
 * keyboard alone; for kowhai, offline: a polite notice, the form keeps what was typed and Save waits for the
 * connection. Documents: a PDF, and an e-mail in its sandboxed frame with its inline image drawn from its own parts
 * and its PDF attachment downloaded. Log out. The customer holding every document case of each country
 * (documents-data.ts).
 */
const LOOKUP: Record<string, { query: string; match: string; line: string }> = {
  wattlebird: { query: '85 Banksia', match: 'Unit 4, 85 Banksia Close, Karrawong NSW 2155', line: 'U 4/85 Banksia Close' },
  kowhai: { query: '25 Kahikatea', match: '25 Kahikatea Avenue, Frankton, Hamilton 3204', line: '25 Kahikatea Avenue' },
  tamarack: { query: '127 Hemlock', match: '127 Hemlock Crescent, Winnipeg MB R3C 0V8', line: '127 Hemlock Crescent' },
};
const WARNING = { role: 'dialog', name: 'Your session is about to expire' } as const;
const OFFLINE = { role: 'status', name: re(/^You are offline/) } as const;
const EMAIL = { role: 'textbox', name: re(/^E-mail address/) } as const;
const TYPED = 'still.here@example.com';

/** The warning is a modal dialog holding focus; 'Stay signed in' closes it and says the session's new end. */
async function staySignedIn(t: JourneyContext): Promise<void> {
  const { page } = t;
  const warning = await find(page, WARNING);
  expectEqual(
    'the warning, modal and focused',
    await warning.run((el) => el.matches(':modal') && el.contains(document.activeElement)),
    true,
  );
  const endsAt = await (await find(page, { text: re(/^Your session ends at /), within: WARNING })).run((el) => el.textContent);
  await click(page, { role: 'button', name: 'Stay signed in', within: WARNING });
  await until('the warning closed', async () => (await count(page, WARNING)) === 0);
  const extended = await find(page, { role: 'status', name: re(/^Your session has been extended\. It now ends at /) });
  const time = (text: string | null) => text?.replace(/^.* ends at /, '');
  const newEnd = time(await extended.run((el) => el.textContent));
  if (newEnd === time(endsAt)) throw new Error(`The session's end did not move (${newEnd})`);
}

/** Counts the page's calls to `path` (window.fetch, which the portal's client calls at each request). */
function countCalls(path: string): void {
  const w = window as unknown as { __e2eCalls?: number; fetch: typeof fetch };
  const original = w.fetch;
  w.__e2eCalls = 0;
  w.fetch = (...args: Parameters<typeof fetch>) => {
    const url = args[0] instanceof Request ? args[0].url : String(args[0]);
    if (url.includes(path)) w.__e2eCalls! += 1;
    return original(...args);
  };
}
const callsCounted = () => (window as unknown as { __e2eCalls?: number }).__e2eCalls;

/**
 * Offline on the contact form: said politely, what was typed stays, and Save waits for the connection, then goes
 * once. One brand (the notice and the wait are the same code in every brand, and WebKit takes some 4 seconds to hear
 * each change of its network): kowhai. The form waits for the connection before anything it sends (the postcode
 * checks of a brand that verifies them, then the save), so every brand holds the save the same way.
 */
async function offlineOnTheForm(t: JourneyContext): Promise<void> {
  const { page } = t;
  const email = await find(page, EMAIL);
  const length = await email.run((el) => (el as HTMLInputElement).value.length);
  await typeInto(page, EMAIL, 'End', ...Array<string>(length).fill('Backspace'), TYPED);
  await page.run(countCalls, apiPaths.updateCustomerContactDetail);
  await page.setOnline(false);
  const notice = await find(page, OFFLINE);
  expectEqual('the notice is polite', await notice.run((el) => el.getAttribute('aria-live')), 'polite');
  // The notice is at the top of the page, out of view from the e-mail field: the page's top for the picture.
  await page.run(() => window.scrollTo(0, 0));
  await t.shot('offline');
  expectEqual('the e-mail typed, offline', await email.run((el) => (el as HTMLInputElement).value), TYPED);
  await click(page, { role: 'button', name: 'Save' });
  // The save waits for the connection, said beside Save (where the customer acts), sent nowhere.
  await see(page, { text: 'You are offline. Your details will be saved as soon as you are back online.' });
  await expectPath(page, (url) => url.pathname === '/contacts/update', 'still /contacts/update');
  expectEqual('the e-mail typed, saving offline', await email.run((el) => (el as HTMLInputElement).value), TYPED);
  expectEqual('saves sent offline', await page.run(callsCounted), 0);
  await page.setOnline(true);
  await until('the offline notice gone', async () => (await count(page, OFFLINE)) === 0);
  await expectPath(page, (url) => url.pathname === '/contacts' && url.search === '?success=1', '/contacts?success=1');
  await see(page, { role: 'status', name: 'Your contact details have been updated' });
  expectEqual('saves sent', await page.run(callsCounted), 1);
}

export const contactsAndDocuments: Journey = {
  title: 'log in, the warning and Stay signed in, address lookup by keyboard, offline, a PDF and an e-mail, log out',
  brands: Object.keys(LOOKUP),
  run: async (t) => {
    const { page, brand } = t;
    const lookup = LOOKUP[brand.brand.slug]!;
    const { persona, policy } = documentsPolicyOf(brand.brand.id)!;
    const loginId = await submitLogin(t, findPersona(persona as PersonaId)!, 'sms');
    await enterCodeAndContinue(t, loginId, await answerCodeWithTokenEndingIn(t, loginId, 90_000));
    await staySignedIn(t);

    // A new document: the session as stored (a session still ending in 90 s would warn again, over the form).
    await t.visit('/contacts/update');
    await expectTitle(page, `Edit contact details | ${brand.brand.name}`);
    await typeInto(page, { role: 'combobox', name: 'Search for your address' }, lookup.query);
    await see(page, { text: '1 address found. Use the up and down arrow keys to choose one.' });
    await see(page, { role: 'option', name: lookup.match });
    await page.keys('ArrowDown', 'Enter');
    await see(page, { text: re(new RegExp(`^Address: ${lookup.line}`)) });
    expectEqual('the warning on the new page', await count(page, WARNING), 0);
    if (brand.brand.slug === 'kowhai') await offlineOnTheForm(t);

    const n = numberOf(policy);
    await t.visit(viewerPath(n, docIdOf(policy, CASES.letter)));
    await see(page, { role: 'heading', level: 1, name: CASES.letter });
    const download = await find(page, { role: 'link', name: `Download Annual-Statement-${n}.pdf` });
    await until('the PDF as a blob: link', () => download.run((el) => el.getAttribute('href')?.startsWith('blob:')));

    await t.visit(viewerPath(n, docIdOf(policy, CASES.email)));
    await see(page, { role: 'heading', level: 1, name: CASES.email });
    // The body in a frame sandboxed without scripts: present, sandboxed, its document the e-mail's.
    const frame = await find(page, { role: 'iframe', name: re(/^E-mail:/) });
    await until('a sandboxed e-mail frame', () =>
      frame.run((el) => el.getAttribute('sandbox') !== null && !el.getAttribute('sandbox')?.includes('allow-scripts')),
    );
    // Its inline image (cid:) drawn from the e-mail's own parts: a data: URL the frame loaded.
    await page.inFrame('iframe[title^="E-mail:"]', async () => {
      const letterhead = await find(page, { role: 'img', name: 'Letterhead' });
      await until('the letterhead drawn', () =>
        letterhead.run((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0),
      );
      expectEqual('its source', await letterhead.run((el) => el.getAttribute('src')?.slice(0, 22)), 'data:image/png;base64,');
    });
    await see(page, { role: 'heading', level: 2, name: 'Attached Files' });
    const attachment = `Premium-Notice-${n}.pdf`;
    await click(page, { role: 'link', name: `Download ${attachment}` });
    expectEqual('the attachment downloaded', (await downloaded(page, attachment)).subarray(0, 5).toString(), '%PDF-');

    await click(page, { role: 'link', name: 'Log out' });
    await expectPath(page, (url) => url.pathname === '/login', '/login');
  },
};
