import type { WordingOverrides } from '@portal/i18n';

/** Keys this brand words differently from the libs' base English. */
export const wording: WordingOverrides = {
  shell: {
    documentTitleSuffix: 'Tamarack Life',
  },
};
