/** Base English of the paynow lib (namespace 'paynow'). Brands override keys in brands/<slug>/src/wording.ts. */
export const paynowWording = {
  loading: 'Loading your payment information...',

  // Variant A (list)
  'listA.legend': 'Outstanding payments',
  'listA.hint': 'Select the payments to make, oldest first. Deselecting a payment also deselects the later ones.',
  'payment.label': 'Due {date}: {amount}',
  'listA.totalOutstanding': 'Total outstanding',
  'listA.atRisk': 'Your policy is at risk of lapsing until all outstanding payments are paid.',
  'listA.cardOnly': 'All outstanding payments must be made by credit card.',

  // Variant B (table)
  'listB.heading_one': 'You have {count} overdue payment ({total})',
  'listB.heading_other': 'You have {count} overdue payments ({total})',
  'listB.tooltipButton': 'About overdue payments',
  'listB.tooltip':
    'These are premiums we could not collect on their due date. Pay the oldest first: your cover stays at risk until every overdue payment is made.',
  'listB.selectAll': 'Select all',
  'listB.caption': 'Overdue payments',
  'listB.select': 'Select',
  'listB.selectPayment': 'Pay the payment due {date}',
  'listB.dueDate': 'Due date',
  'listB.amount': 'Amount',
  next: 'Next',

  totalSelected: 'Amount to pay',
  lockedNote: 'Your policy is in its final opportunity to pay: all overdue payments must be paid together.',

  // Card step
  'card.heading': 'Please provide your credit card details.',
  'card.note': 'Paying here will not change the existing payment method of your policy.',
  'card.amount_one': 'You are paying {amount} for {count} payment.',
  'card.amount_other': 'You are paying {amount} for {count} payments.',
  'card.loading': 'Loading the secure card form...',
  'card.pay': 'Pay {amount}',
  'card.paying': 'Processing your payment...',
  back: 'Back',

  // Result
  finalising: 'Confirming your payment...',
  'failure.title': 'An error occured processing your payment',
  'failure.help': "Please try again or contact our support team on {phone} and we'll be happy to help.",
  'failure.call': 'Call us on {phone}',
  tryAgain: 'Try Again',

  // An unknown outcome (the finalise call dropped, timed out, a 5xx, no receipt reference): the payments check decides
  'unknown.title': 'Your payment may have gone through',
  'unknown.intro':
    'We did not receive a confirmation of your payment, but your card may have been charged. Please do not pay again until we know.',
  'unknown.checking': "Checking your policy's payments...",
  'unknown.processing': 'Your payment is being processed. Please allow up to 5 minutes for your policy to be updated.',
  'unknown.received': 'Your payment appears to have been received: the payments you chose are no longer due.',
  'unknown.due': 'The payments you chose are still due, so your payment does not appear to have gone through. You can pay them now.',
  'unknown.unconfirmed': 'We could not confirm your payment. Please call us on {phone} before paying again.',
  'unknown.payNow': 'Pay overdue payments',

  'receiptA.thanks': 'Thank you {name}!',
  'receiptA.thanksNoName': 'Thank you!',
  'receiptA.processed': 'Your payment of {amount} for policy {policyNumber} has been processed.',
  'receiptA.processedNoAmount': 'Your payment for policy {policyNumber} has been processed.',
  'receiptA.reference': 'Reference #{reference}',
  allowTime: 'Please allow up to 5 minutes for your policy to be updated',

  'receiptB.heading': 'Payment received',
  'receiptB.reference': 'Reference number',
  'receiptB.time': 'Payment time',
  'receiptB.sender': 'Sender name',
  'receiptB.amount': 'Amount',
  'receiptB.nextPayment': 'Next regular payment date',
  'receiptB.nextDue': 'Next payment due date',
  'receiptB.partial':
    'Your policy is still at risk of lapsing: not all of your overdue payments have been paid. Please pay the remaining overdue payments as soon as you can.',

  'actions.label': 'Receipt options',
  'actions.print': 'Print receipt',
  'actions.pdf': 'Download as PDF',
  'actions.pdfLoading': 'Preparing your PDF...',
  'actions.pdfFailed': 'The PDF could not be created. Please print the receipt instead.',
  'actions.calendar': 'Add next payment to calendar',
  'calendar.summary': 'Insurance premium due: policy {policyNumber}',
  'pdf.title': 'Payment receipt',
};

declare module 'i18next' {
  // This lib's namespace in i18next's typed resources (libs/i18n/src/wording/wording-types.ts).
  interface ResourceNamespaceMap {
    paynow: typeof paynowWording;
  }
}
