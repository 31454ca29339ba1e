import { findPersona, type PersonaId } from '@portal/sandbox-api';
import { CASES, docIdOf, documentsPolicyOf, viewerPath } from '../../documents-data';
import { numberOf } from '../../policies-data';
import { enterCodeAndContinue, submitLogin } from '../engine-login';
import { click, expectPath, expectTitle, find, see, typeInto, until } from '../engine-steps';
import { re } from '../in-page-queries';
import type { Journey } from '../journey';

/**
 * Log in by mobile, the contact form's address lookup by keyboard alone, documents (a PDF and an e-mail in its
 * sandboxed frame), log out. The customer holding every document case of each country (documents-data.ts).
 */
const LOOKUP: Record<string, { query: string; match: string; line: string }> = {
  wattlebird: { query: '85 Banksia', match: 'Unit 4, 85 Banksia Close, Karrawong NSW 2155', line: 'U 4/85 Banksia Close' },
  kowhai: { query: '25 Kahikatea', match: '25 Kahikatea Avenue, Frankton, Hamilton 3204', line: '25 Kahikatea Avenue' },
  tamarack: { query: '127 Hemlock', match: '127 Hemlock Crescent, Winnipeg MB R3C 0V8', line: '127 Hemlock Crescent' },
};

export const contactsAndDocuments: Journey = {
  title: 'log in by mobile, address lookup by keyboard, a PDF and an e-mail, log out',
  brands: Object.keys(LOOKUP),
  run: async (t) => {
    const { page, brand } = t;
    const lookup = LOOKUP[brand.brand.slug]!;
    const { persona, policy } = documentsPolicyOf(brand.brand.id)!;
    await enterCodeAndContinue(t, await submitLogin(t, findPersona(persona as PersonaId)!, 'sms'));

    await t.visit('/contacts/update');
    await expectTitle(page, `Edit contact details | ${brand.brand.name}`);
    await typeInto(page, { role: 'combobox', name: 'Search for your address' }, lookup.query);
    await see(page, { text: '1 address found. Use the up and down arrow keys to choose one.' });
    await see(page, { role: 'option', name: lookup.match });
    await page.keys('ArrowDown', 'Enter');
    await see(page, { text: re(new RegExp(`^Address: ${lookup.line}`)) });

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

    await click(page, { role: 'link', name: 'Log out' });
    await expectPath(page, (url) => url.pathname === '/login', '/login');
  },
};
