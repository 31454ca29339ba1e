/**
 * Wording of the accessibility statement (namespace 'accessibility', loaded with its lazy page). {brandName} and
 * {phone} are the brand's; a brand may override any key in its wording. Keep it true: it says what was tested.
 */
export const accessibilityWording = {
  intro:
    '{brandName} wants everyone to be able to look after their insurance online. This statement covers this customer portal: logging in, your policies, payments, contact details and documents.',
  'conformance.heading': 'Our commitment',
  'conformance.body':
    'We design and test this portal to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. We believe it meets that level, apart from the known limits below.',
  'testing.heading': 'How we test the portal',
  'testing.axe':
    'Every page is checked with the axe automated accessibility checker, against the WCAG 2.2 level A and AA rules, at phone and desktop widths. A release goes out only with no failures.',
  'testing.keyboard':
    'The main tasks (logging in, viewing a policy, making a payment, changing payment and contact details, reading documents) are tested from start to finish using only a keyboard.',
  'testing.contrast': 'Every pair of text and background colours is measured against the level AA contrast ratios.',
  'testing.screenReaders':
    'What a screen reader says is tested automatically with a virtual screen reader: logging in and the one-time code, the date of birth and error messages, choosing payments and the amount to pay, looking up an address, sorting documents, the session warning and the overdue payments notice. We have not yet tested the portal with screen readers used by people (such as NVDA, JAWS, VoiceOver or TalkBack), so some parts may not read as well as we intend.',
  'testing.zoom':
    'Every page is checked at a width of 320 pixels (the same as 400% zoom on a desktop screen) with nothing scrolling sideways or cut off, and with text at twice its size with every label shown in full.',
  'testing.display':
    'Every page is checked in Windows high contrast (forced colours) mode, with reduced motion, for a visible keyboard focus that no header hides, and for controls at least 24 by 24 pixels.',
  'limits.heading': 'Known limits',
  'limits.documents':
    'Documents in your inbox are PDF files and e-mails. Some older documents may not work well with assistive technology. We can send you any document in another format.',
  'limits.thirdParty':
    'Card and bank details are entered in a secure form provided by our payment provider, and a security check at login (where shown) is provided by another company. We test them with a keyboard, but we do not control their wording or design.',
  'limits.timeout':
    'For your security you are logged out after a period of inactivity. A warning appears two minutes before this happens; one button keeps you logged in, and a screen reader is told that it worked.',
  'limits.exceptions':
    'Links inside a sentence may be smaller than 24 by 24 pixels, as the guidelines allow. The virtual screen reader and our checks do not reach inside the payment provider’s and the security check’s own forms.',
  'help.heading': 'Get help or tell us about a problem',
  'help.body':
    'If something in the portal is hard to use, or you need information in another format, call us on {phone}. We can help you over the phone with anything you can do in the portal.',
  'privacy.heading': 'Your privacy when you use the portal',
  'privacy.recorded':
    'To find and fix problems, {brandName} records how the portal is used in each visit: the pages you open, the names of the buttons and links you select, how long our systems take to answer, errors, and a replay of what the screen showed. A visit is identified by a random number that is forgotten when you close the tab, never by your login.',
  'privacy.masked':
    'What you type or choose is never recorded, and the replay hides every detail about you: your name, address, phone numbers, e-mail, date of birth, policy and document numbers and the codes we send you. Only the portal’s own words and layout can be seen.',
  reviewed: 'This statement was last reviewed in November 2026.',
};

declare module 'i18next' {
  // This lib's namespace in i18next's typed resources (libs/i18n/src/wording/wording-types.ts).
  interface ResourceNamespaceMap {
    accessibility: typeof accessibilityWording;
  }
}
