import type { WordingOverrides } from '@portal/config';

/** Keys this brand words differently from the libs' base English. */
export const wording: WordingOverrides = {
  shell: {
    documentTitleSuffix: 'Ironbark Insurance',
    // The inbox pages' document titles say what the page's heading says.
    'titles.documents': 'Policy documents',
    'titles.document': 'Policy documents',
  },
  policies: {
    inboxTitle: 'Policy documents',
  },
  documents: {
    title: 'Policy documents',
  },
};
