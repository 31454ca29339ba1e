import type { WordingOverrides } from '@portal/config';

/** Keys this brand words differently from the libs' base English. */
export const wording: WordingOverrides = {
  shell: {
    documentTitleSuffix: 'Ironbark Insurance',
  },
  policies: {
    inboxTitle: 'Policy documents',
  },
  documents: {
    title: 'Policy documents',
  },
};
