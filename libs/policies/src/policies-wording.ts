/**
 * Base English wording of the policies lib (namespace 'policies'). Brands override keys in
 * brands/<slug>/src/wording.ts. Placeholders use single braces; {phone} and {brandName} are always available.
 */
export const policiesWording = {
  // Dashboard
  loadingPolicies: 'Loading your policy information...',
  noPolicies: 'There are no policies to show.',
  customerLoadFailed: 'We could not load your policies. Please try again later, or call us on {phone}.',
  status: 'Status',
  coverAmount: 'Cover amount',
  renewalDate: 'Renewal date',
  viewPolicy: 'View policy',
  // A policy whose product name the answers leave out.
  policyTitle: 'Policy {policyNumber}',
  unnamedProduct: 'insurance',
  // Status names for a policy whose detail could not be loaded (the detail carries its own description).
  'statusName.20': 'Accepted',
  'statusName.30': 'Active',
  'statusName.40': 'Payment Overdue',
  'statusName.50': 'Lapsed',
  'statusName.60': 'Cancelled',
  'statusName.61': 'Cancelled',
  viewPolicyLabel: 'View policy {policyNumber}',
  detailLoadFailed: 'We could not load the details of this policy. Please try again later, or call us on {phone}.',
  // Policy detail
  loadingPolicy: 'Loading your policy details...',
  summaryHeading: 'Policy summary',
  owner: 'Policy owner',
  startDate: 'Start date',
  endDate: 'End date',
  processingPayment: 'Processing Payment',
  paymentUpdated: 'Your payment details have been updated',
  backToPolicies: 'Back to my policies',
  // Payment details
  paymentHeading: 'Payment details',
  instalment: 'Instalment amount',
  frequency: 'Payment frequency',
  nextPayment: 'Next payment date',
  accountName: 'Account name',
  accountNumberLabel: 'Account number',
  cheque: 'Cheque',
  chequeMessage: 'Payment details for cheque payments cannot be changed online. To change them, please call us on {phone}.',
  update: 'Update',
  requiresUpdating: 'Requires updating',
  paymentsLoadFailed: 'We could not check this policy for overdue payments. Please try again later.',
  // Lives insured
  livesHeading: 'Lives insured details',
  benefit: 'Benefit',
  sumInsured: 'Sum insured',
  monthlyBenefit: 'Monthly benefit',
  premium: 'Premium',
  riskStartDate: 'Start date',
  benefitExpiry: 'Benefit expiry date',
  waitingPeriod: 'Waiting period',
  waitingPeriodDays_one: '{count} day',
  waitingPeriodDays_other: '{count} days',
  benefitPeriod: 'Benefit period',
  benefitPeriodYears_one: '{count} year',
  benefitPeriodYears_other: '{count} years',
  specialProvisions: 'Special Provisions',
  specialProvisionsFor: 'Special Provisions for {benefit}',
  specialProvisionsLabel: 'Special Provisions: {benefit}',
  noLivesInsured: 'There are no lives insured to show for this policy.',
  unnamedLife: 'Life insured',
  // Beneficiaries
  beneficiariesHeading: 'Beneficiary details',
  beneficiaryName: 'Name',
  beneficiaryShare: 'Share',
  noBeneficiary: 'Currently there is no beneficiary listed on this policy',
  beneficiaryForm: 'Beneficiary nomination form',
  // Overdue banner
  overdueTitle: 'You have overdue payments',
  overdueSummary_one: '{count} overdue payment of {total} on your {productName} policy ({policyNumber}).',
  overdueSummary_other: '{count} overdue payments totalling {total} on your {productName} policy ({policyNumber}).',
  lapseWarning: 'Your policy is at risk of lapsing on {date} unless the overdue amount is paid.',
  lapseWarningNoDate: 'Your policy is at risk of lapsing unless the overdue amount is paid.',
  processingOverdue: 'Processing overdue payment',
  payNowLabel: '{payNow} for policy {policyNumber}',
  pendingSummary: 'Your {productName} policy ({policyNumber}): processing overdue payment.',
  finalOpportunity:
    'Your premiums remain overdue. This is your final opportunity to pay the total overdue amount of {total} to keep your cover.',
  overdueUnknown: 'We could not load the amount owed on your {productName} policy ({policyNumber}).',
  overdueRetry: 'Try again',
  overdueRetryLabel: 'Try again to load the amount owed on policy {policyNumber}',
  // Cross-sell banner (title and description are wording keys so that a brand can reword them)
  'crossSell.title': 'Could your family be better protected?',
  'crossSell.description':
    'Talk to us about cover that fits your life today. Request a call and one of our team will call you back at a time that suits you.',
  'crossSell.dismiss': 'Maybe Later',
  'crossSell.requestCall': 'Request a Call',
  'crossSell.requestCallLabel': 'Request a Call (opens in a new tab)',
};

declare module 'i18next' {
  // This lib's namespace in i18next's typed resources (libs/i18n/src/wording/wording-types.ts).
  interface ResourceNamespaceMap {
    policies: typeof policiesWording;
  }
}
