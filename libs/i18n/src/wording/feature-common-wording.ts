/**
 * The part of the 'common' namespace that only the signed-in features share (policies, Pay Now, payment update,
 * contacts): added by their translation hooks with their lazy chunks (useFeatureCommonWording), so the login page's
 * first load does not carry it. A brand overrides these keys under 'common' like any other.
 */
export const featureCommonWording = {
  save: 'Save',
  editDetails: 'Edit details',
  backToPolicies: 'Back to My Policies',
  policyNumber: 'Policy number',
  policyLine: '{productName}, policy number {policyNumber}',
  /** The policy line when the answer carried no product name (libs/core-api README, Essential fields). */
  policyNumberLine: 'Policy number {policyNumber}',
  /** Stands for the product name in a sentence when the answer carried none. */
  yourPolicy: 'your policy',
  paymentMethod: 'Payment method',
  bankAccount: 'Bank account',
  accountNumber: 'Account ***{digits}',
  card: 'Card **** *{suffix}',
  cardDetails: 'Card details',
};
