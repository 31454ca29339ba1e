/**
 * Base English of the session lib (namespace 'session'): the signed-in navigation and the timeout warning.
 * Brands override keys in brands/<slug>/wording.
 */
export const sessionWording = {
  'nav.label': 'Account',
  'nav.policies': 'My policies',
  'nav.contacts': 'Contact details',
  'nav.logout': 'Log out',
  'timeout.title': 'Your session is about to expire',
  'timeout.body': 'For your security you will be logged out soon. Do you want to stay signed in?',
  'timeout.stay': 'Stay signed in',
  'timeout.logout': 'Log out',
};
