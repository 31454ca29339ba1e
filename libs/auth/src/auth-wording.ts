/**
 * Base English of the auth lib (namespace 'auth'). Brands override keys in brands/<slug>/wording.
 * Placeholders use single braces; {phone} and {brandName} are always available.
 * Regional messages (account locked, invalid code, login failure, date of birth, mobile and e-mail) come from the
 * regional configuration, not from here.
 */
export const authWording = {
  'login.intro': 'Log in with your mobile number or e-mail address and your date of birth. We will send you a one-time code.',
  'login.introMobileOnly': 'Log in with your mobile number and your date of birth. We will send you a one-time code.',
  'login.channelLegend': 'How would you like to log in?',
  'login.channelSms': 'SMS',
  'login.channelEmail': 'Email',
  'login.newBadge': 'New!',
  'login.emailLabel': 'Email address',
  'login.dobDay': 'Day',
  'login.dobMonth': 'Month',
  'login.dobYear': 'Year',
  'login.dob.missing': 'Enter your date of birth.',
  'login.dob.missingParts': 'Date of birth must include a {parts}.',
  'login.dob.part.dd': 'day',
  'login.dob.part.mm': 'month',
  'login.dob.part.yyyy': 'year',
  'login.dob.and': 'and',
  'login.dob.notNumbers': 'Date of birth must be written in numbers only.',
  'login.dob.yearLength': 'Year must include 4 numbers.',
  'login.dob.notReal': 'Date of birth must be a real date.',
  'login.dob.tooYoung': 'You must be {min} or older to use this portal.',
  'login.dob.tooOld': 'Date of birth must be within the last {max} years.',
  'login.submit': 'Log In',
  'login.validating': 'Validating your credentials...',
  'login.otpExpired': 'OTP expired. Please try again.',
  'login.failureNz':
    'The details you have entered do not match any of our records. Please check the details and try again. Alternatively, you can call us on {phone}.',
  'botCheck.label': 'Security check',
  'botCheck.required': 'Please verify that you are not a robot',
  'botCheck.verified': 'Security check complete.',
  'botCheck.unavailable': 'We could not complete the security check. You can still continue.',
  'botCheck.loadFailed': 'The security check could not be loaded. Please reload the page and try again.',
  'code.heading': 'Enter your one-time code',
  'code.legend': 'One-time code',
  'code.sentTo': 'We have sent a 6-digit code to {destination}.',
  'code.digitLabel': 'Digit {index} of {total}',
  'code.required': 'Enter the 6-digit code we sent you',
  'code.resend': 'Resend',
  'code.resendIn_one': 'You can ask for a new code in {count} second',
  'code.resendIn_other': 'You can ask for a new code in {count} seconds',
  'code.resendAvailable': 'You can now ask for a new code.',
  'code.resent': 'We have sent you a new code.',
  'code.pasteInvalid': 'The code you pasted is not 6 numbers. Paste or type the 6-digit code we sent you.',
  'code.locked': 'Return to Log In',
  'logout.loading': 'Logging you out...',
};

declare module 'i18next' {
  // This lib's namespace in i18next's typed resources (libs/i18n/src/wording/wording-types.ts).
  interface ResourceNamespaceMap {
    auth: typeof authWording;
  }
}
