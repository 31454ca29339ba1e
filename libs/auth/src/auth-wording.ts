/**
 * Base English of the auth lib (namespace 'auth'). Brands override keys in brands/<slug>/wording.
 * Placeholders use single braces; {phone} and {brandName} are always available.
 * Regional messages (account locked, invalid code, login failure, date of birth, mobile and e-mail) come from the
 * regional configuration, not from here.
 */
export const authWording = {
  'login.heading': 'My Account Login',
  'login.intro': 'Log in with your mobile number or e-mail address and your date of birth. We will send you a one-time code.',
  'login.channelLegend': 'How would you like to log in?',
  'login.channelSms': 'SMS',
  'login.channelEmail': 'Email',
  'login.newBadge': 'New!',
  'login.mobileLabel': 'Mobile number',
  'login.mobileRequired': 'Enter your mobile number',
  'login.emailLabel': 'Email address',
  'login.emailRequired': 'Enter your e-mail address',
  'login.dobLegend': 'Date of birth',
  'login.dobDay': 'Day',
  'login.dobMonth': 'Month',
  'login.dobYear': 'Year',
  'login.continue': 'Continue',
  'login.submit': 'Log In',
  'login.validating': 'Validating your credentials...',
  'login.sessionExpired': 'Your session has expired.  Please login again to continue.',
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
  'code.continue': 'Continue',
  'code.cancel': 'Cancel',
  'code.resend': 'Resend',
  'code.resendIn_one': 'You can ask for a new code in {count} second',
  'code.resendIn_other': 'You can ask for a new code in {count} seconds',
  'code.resendAvailable': 'You can now ask for a new code.',
  'code.resent': 'We have sent you a new code.',
  'code.locked': 'Return to Log In',
  'logout.loading': 'Logging you out...',
};
