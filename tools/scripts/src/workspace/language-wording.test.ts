// @vitest-environment jsdom
// (the libs' public faces, read here for their wording, expect a browser)
import { describe, expect, it } from 'vitest';
import { authWording } from '@portal/auth';
import { registeredBrands } from '@portal/brand-registry';
import { brandLanguages } from '@portal/config';
import { commonWording, featureCommonWording, type PortalNamespace, type PortalResources } from '@portal/i18n';
import { contactsWording } from '@portal/contacts/wording';
import { documentsWording } from '@portal/documents/wording';
import { paymentUpdateWording } from '@portal/payment-update/wording';
import { paynowWording } from '@portal/paynow/wording';
import { policiesWording } from '@portal/policies';
import { sessionWording } from '@portal/session';
import { accessibilityWording } from '@portal/shell/accessibility-wording';
import { shellWording } from '@portal/shell/wording';

/**
 * Every lib's base wording by namespace, as i18next's typed resources declare them (libs/i18n wording-types.ts):
 * leaving a namespace out fails the type check. 'common' is the login page's part and the features' part together.
 */
const english: { [Ns in PortalNamespace]: PortalResources[Ns] } = {
  common: { ...commonWording, ...featureCommonWording },
  shell: shellWording,
  accessibility: accessibilityWording,
  auth: authWording,
  session: sessionWording,
  policies: policiesWording,
  paynow: paynowWording,
  paymentUpdate: paymentUpdateWording,
  contacts: contactsWording,
  documents: documentsWording,
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const languages = registeredBrands.flatMap(({ brand }) =>
  brandLanguages(brand)
    .slice(1)
    .map((language) => [`${brand.slug} ${language.code}`, language] as const),
);

/**
 * A language's wording is complete by type (CompleteWording: every namespace and key). What a type cannot see is
 * checked here: no blank text, the English text's placeholders, and each plural in the language's own categories.
 */
describe('the wording of each language beyond the default', () => {
  it.each(languages)('%s: every text filled, with the English placeholders and its plural forms', async (_, language) => {
    const { wording } = await language.load!();
    const translated: Record<string, Record<string, string> | undefined> = wording;
    const categories = new Intl.PluralRules(language.code).resolvedOptions().pluralCategories;
    const problems: string[] = [];
    for (const [ns, keys] of Object.entries(english) as [string, Record<string, string>][]) {
      for (const [key, text] of Object.entries(keys)) {
        const own = translated[ns]?.[key];
        if (own === undefined || own.trim() === '') problems.push(`${ns}:${key} missing`);
        else if (placeholders(own).join() !== placeholders(text).join()) problems.push(`${ns}:${key} placeholders`);
        const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
        for (const category of plural ? categories : []) {
          if (translated[ns]?.[`${plural![1]}_${category}`] === undefined) problems.push(`${ns}:${plural![1]}_${category} missing`);
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
