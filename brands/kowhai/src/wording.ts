import type { WordingOverrides } from '@portal/i18n';

/** Keys this brand words differently from the libs' base English. */
export const wording: WordingOverrides = {
  shell: {
    documentTitleSuffix: 'Kōwhai Life',
  },
  common: {
    // The documents' heading, their page titles and the policy's link to them (as the regional configuration's inboxTitle).
    inbox: 'Policy documents',
  },
};
