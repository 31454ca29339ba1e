/** Wording of the frame and the shell's own pages (namespace 'shell'). */
export const shellWording = {
  documentTitleSuffix: '',
  homeLinkLabel: '{brandName} home',
  footerNavLabel: 'Footer',
  mainNavLabel: 'Main',
  callUs: 'Call us',
  /** The header's language switch (a brand offered in several languages). */
  'language.label': 'Language',
  // Page titles the shell alone words; a page whose title is its heading uses the heading's key in 'common'.
  'titles.updateDetails': 'Update details',
  'titles.myPaymentDetails': 'My payment details',
  'titles.contactsUpdate': 'Edit contact details',
  'titles.logout': 'Logging out',
  'notFound.heading': 'Page not found',
  'notFound.intro': 'Sorry, we could not find the page you were looking for. This might be because:',
  'notFound.causeLink': 'the link you followed is broken or out of date',
  'notFound.causeTyped': 'the address was typed incorrectly',
  'notFound.causeDeleted': 'the page has been deleted',
  'notFound.causeMoved': 'the content has moved',
  'notFound.useMenu': 'Please use the menu to find what you are looking for, or go to',
  'notFound.homeLink': 'your policies',
  'notFound.signedOut': 'Please check the address, or go to',
  'notFound.loginLink': 'the login page',
  'error.heading': 'Something went wrong',
  'error.body': 'We could not show this page. Please try again, or call us on {phone}.',
  'offline.title': 'You are offline',
  'offline.body': 'Check your connection. What you have typed stays here, and the page carries on when you are back online.',
  'configError.heading': 'The portal is unavailable',
  'configError.body': 'We could not load the portal settings. Please try again later, or call us on {phone}.',
};

declare module 'i18next' {
  // This lib's namespace in i18next's typed resources (libs/i18n/src/wording/wording-types.ts).
  interface ResourceNamespaceMap {
    shell: typeof shellWording;
  }
}
