import type { Page } from '@playwright/test';
import type { PersonaId } from '@portal/sandbox-api';
import { apiPaths } from '@portal/core-api';
import { expect, test } from './fixtures';
import { signInAs } from './sign-in-as';
import { PHONE, brandsNamed, forBrands } from './matrix';
import { routeApiTo, startPrivateSandbox, type PrivateSandbox } from './private-sandbox';

/**
 * Contact details (issue 14). The full set runs in one brand per country: saltbush (Australia: swapped phone fields,
 * postcode verification), kowhai (New Zealand) and tamarack (Canada), at phone and desktop widths, each project against
 * a sandbox of its own (saves change the persona, and the failure test injects a fault). Every brand's contacts pages
 * are smoke-tested in smoke.spec.ts.
 */
type Full = { persona: PersonaId; query: string; match: string; line: string };
const FULL: Record<string, Full> = {
  saltbush: {
    persona: 'au-pending',
    query: '85 Banksia',
    match: 'Unit 4, 85 Banksia Close, Karrawong NSW 2155',
    line: 'U 4/85 Banksia Close',
  },
  kowhai: {
    persona: 'nz-single',
    query: '25 Kahikatea',
    match: '25 Kahikatea Avenue, Frankton, Hamilton 3204',
    line: '25 Kahikatea Avenue',
  },
  tamarack: { persona: 'ca-multi', query: '127 Hemlock', match: '127 Hemlock Crescent, Winnipeg MB R3C 0V8', line: '127 Hemlock Crescent' },
};

const table = (page: Page) => page.getByRole('table', { name: 'Customer contact details' });
const rowValue = (page: Page, label: string) =>
  table(page)
    .getByRole('row', { name: new RegExp(`^${label}`) })
    .getByRole('cell');
const residential = (page: Page) => page.getByRole('group', { name: 'Residential address' });
const phoneIds = (page: Page) => page.locator('#contact-mobile, #contact-homePhone').evaluateAll((els) => els.map((e) => e.id));

/** Tabs forward until the named button has focus (keyboard only). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.getByRole('button', { name, exact: true }).evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test.describe('contacts: view and edit', () =>
  forBrands(brandsNamed(...Object.keys(FULL)), (b) => {
    test.describe.configure({ mode: 'serial' });
    const full = FULL[b.brand.slug]!;
    let sandbox: PrivateSandbox | undefined;
    test.beforeAll(async () => {
      sandbox = await startPrivateSandbox();
    });
    test.afterAll(() => sandbox?.stop());

    const open = async (page: Page, brand: Parameters<typeof signInAs>[1], to: string) => {
      await routeApiTo(page, sandbox!.url);
      await signInAs(page, brand, full.persona, { to, sandboxUrl: sandbox!.url });
    };

    test(
      'lookup and save by keyboard alone; the view shows the new address',
      PHONE,
      async ({ page, brand, expectNoAxeViolations, snap }) => {
        test.setTimeout(60_000);
        await open(page, brand, '/contacts/update');
        await expect(page).toHaveTitle(`Edit contact details | ${brand.brand.name}`);
        const combobox = page.getByRole('combobox', { name: 'Search for your address' });
        await combobox.focus();
        await page.keyboard.type(full.query);
        await expect(page.getByText('1 address found. Use the up and down arrow keys to choose one.')).toBeVisible();
        await expect(page.getByRole('option', { name: full.match })).toBeVisible();
        await expectNoAxeViolations(page);
        await snap(page, 'contacts-lookup');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(page.getByText(new RegExp(`^Address: ${full.line}`))).toBeVisible();
        await tabTo(page, 'Save');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/contacts\?success=1$/);
        await expect(page.getByRole('status').filter({ hasText: 'Your contact details have been updated' })).toBeVisible();
        await expect(rowValue(page, 'Residential address')).toHaveText(full.line);
        await expectNoAxeViolations(page);
        await snap(page, 'contacts-view-updated');
      },
    );

    test(
      'manual entry with field messages, the phone fields in the configured order, and save',
      PHONE,
      async ({ page, brand, expectNoAxeViolations, snap }) => {
        test.setTimeout(60_000);
        await open(page, brand, '/contacts/update');
        const swapped = brand.regional.regionalisation.updateContactDetails.swapPhoneNumberFields;
        await expect(page.getByRole('textbox', { name: /^Mobile number/ })).toBeVisible();
        expect(await phoneIds(page)).toEqual(swapped ? ['contact-homePhone', 'contact-mobile'] : ['contact-mobile', 'contact-homePhone']);
        await residential(page).getByRole('button', { name: 'Enter address manually' }).click();
        const line = residential(page).getByRole('textbox', { name: 'Address' });
        await expect(line).toBeFocused();
        await line.fill('9 B');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
        await expect(summary).toBeFocused();
        await expect(summary.getByRole('link', { name: 'The address must be at least 5 characters' })).toBeVisible();
        await expectNoAxeViolations(page);
        await snap(page, 'contacts-errors');
        await line.fill('9 Birch Street');
        await expect(summary).toHaveCount(0);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page).toHaveURL(/\/contacts\?success=1$/);
        await expect(rowValue(page, 'Residential address')).toHaveText('9 Birch Street');
        // The table keeps its labels in place (Mobile, then Home phone); with the swap its values trade (section 2).
        const rows = await table(page).getByRole('rowheader').allTextContents();
        expect(rows.indexOf('Mobile')).toBe(rows.indexOf('Home phone') - 1);
      },
    );

    test(
      'a failed save shows the message with the brand phone and keeps what was typed',
      PHONE,
      async ({ page, brand, expectNoAxeViolations, snap }) => {
        test.setTimeout(60_000);
        await open(page, brand, '/contacts/update');
        await page.request.post(`${sandbox!.url}/__sandbox/faults`, {
          data: { route: apiPaths.updateCustomerContactDetail, status: 500, times: 1 },
        });
        const email = page.getByRole('textbox', { name: /^E-mail address/ });
        await email.fill('new.address@example.com');
        await expect(page.getByText('If you log in with this e-mail address, use your new address next time you log in.')).toBeVisible();
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        const failure = page.getByRole('alert').filter({ hasText: 'We were unable to update your contact details.' });
        await expect(failure).toHaveText(
          `We were unable to update your contact details. Please try again or call us on ${brand.brand.phone}.`,
        );
        await expect(failure).toBeInViewport();
        await expect(email).toHaveValue('new.address@example.com');
        await expect(page).toHaveURL(/\/contacts\/update$/);
        await expectNoAxeViolations(page);
        await snap(page, 'contacts-failure');
      },
    );
  }));
