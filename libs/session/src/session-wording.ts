/**
 * Base English of the session lib (namespace 'session'): the signed-in navigation, the timeout warning and what the
 * login page says when a session has ended without the customer logging out.
 * Brands override keys in brands/<slug>/wording.
 */
export const sessionWording = {
  'nav.label': 'Account',
  'nav.policies': 'My policies',
  'nav.contacts': 'Contact details',
  'nav.logout': 'Log out',
  'timeout.title': 'Your session is about to expire',
  'timeout.body': 'For your security you will be logged out soon. Do you want to stay signed in?',
  'timeout.endsAt': 'Your session ends at {time}.',
  'timeout.notExtended': 'We could not extend your session. It still ends at {time}; after that you will need to log in again.',
  'timeout.stay': 'Stay signed in',
  'timeout.extended': 'Your session has been extended. It now ends at {time}.',
  'ended.timeout': 'Your session has expired.  Please login again to continue.',
  'ended.unauthorized': 'Your session has ended, so you have been logged out. Please log in again to continue.',
};

declare module 'i18next' {
  // This lib's namespace in i18next's typed resources (libs/i18n/src/wording/wording-types.ts).
  interface ResourceNamespaceMap {
    session: typeof sessionWording;
  }
}
