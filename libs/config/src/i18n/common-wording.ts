/** Wording shared by every screen (namespace 'common'). Brands override keys in brands/<slug>/wording. */
export const commonWording = {
  dueIn_zero: 'due today',
  dueIn_one: 'due in {count} day',
  dueIn_other: 'due in {count} days',
  notAvailable: 'N/A',
  expiryDate: 'Expiry date: {date}',
  errorPrefix: 'Error:',
  errorSummaryTitle: 'There is a problem',
  close: 'Close',
  skipToContent: 'Skip to main content',
  loading: 'Loading...',
};
