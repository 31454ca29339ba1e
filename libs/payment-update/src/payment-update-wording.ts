/** Base English of the payment-update lib (namespace 'paymentUpdate'). Brands override keys in brands/<slug>/wording. */
export const paymentUpdateWording = {
  loading: 'Loading your payment details...',
  formLoading: 'Loading the secure payment form...',
  saving: 'Updating your payment details...',
  currentMethod: 'Current payment method',
  currentLabel: 'current method',
  methodLegend: 'How would you like to pay?',
  methodCard: 'Credit or debit card',
  bankDetails: 'Bank account details',
  secure: 'Encrypted and secure',
  cardsAccepted: 'Visa and Mastercard accepted',
  agreementRequired: 'Tick the box to confirm the agreement',
  chequeMessage: 'Your premiums are paid by cheque. The payment method cannot be changed online: please call us on {phone}.',
  formFailed: 'The secure payment form could not be loaded. Please try again later or call us on {phone}.',
  gatewayFailed: 'Your payment details could not be saved. Please check them and try again, or call us on {phone}.',
  updatedHeading: 'Payment Method Updated',
  updatedMethod: 'Your premiums for {productName} will now be paid by: {method}',
  nextCollection: 'Next collection date: {date}',
  overdueNote: 'Updating your payment method does not pay your overdue payments. Please pay them now to keep your cover.',
  payNow: 'Pay Now',
};

declare module 'i18next' {
  // This lib's namespace in i18next's typed resources (libs/i18n/src/wording/wording-types.ts).
  interface ResourceNamespaceMap {
    paymentUpdate: typeof paymentUpdateWording;
  }
}
