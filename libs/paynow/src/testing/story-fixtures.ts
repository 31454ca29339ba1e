import { brandPersonas, type PersonaId } from '@portal/sandbox-api';
import { PAYMENT_METHOD, type PolicyRecord } from '@portal/policy-data';
import { personaFixture, policyRecordOf } from '@portal/policy-data/stories';
import { payablePayments, type PayablePayment, type Selection } from '../selection/selection-rules';
import type { ReceiptRecord } from '../result/receipt-record';

/** A persona's policy as the Pay Now page gets it (sandbox fixtures, extended dishonour on). */
export const policyOf = (persona: PersonaId, policyNumber: string, brandId?: number): PolicyRecord =>
  policyRecordOf(persona, policyNumber, { extendedDishonourPolicies: true }, brandId);

export const payableOf = (persona: PersonaId, policyNumber: string, brandId?: number): PayablePayment[] => {
  const policy = policyOf(persona, policyNumber, brandId);
  return payablePayments(policy.payments, policy.extendedDishonour);
};

/**
 * The receipt the sandbox's completecollection gives for paying the first `paid` payments of a persona's policy
 * by the sandbox's test Visa card, with the record the page keeps; with a brand id, as a customer of that brand.
 */
export function receiptOf(persona: PersonaId, policyNumber: string, paid?: number, brandId?: number): ReceiptRecord {
  const policy = policyOf(persona, policyNumber, brandId);
  const payments = payablePayments(policy.payments, policy.extendedDishonour);
  const chosen = payments.slice(0, paid ?? payments.length);
  const cents = chosen.reduce((sum, p) => sum + Math.round(p.Amount * 100), 0);
  return {
    receipt: {
      ReceiptReference: 'RCPT-100001',
      CardHolderName: personaFixture(persona, brandId).login.name,
      CardScheme: 'Visa',
      CardSuffix: '1111',
      Amount: cents / 100,
      PolicyNumber: policyNumber,
    },
    policyNumber,
    paidAt: new Date().toISOString(),
    paidCount: chosen.length,
    overdueCount: payments.length,
    nextPaymentDate: policy.detail?.PolicySummary.NextCollectionDate ?? null,
    cheque: policy.detail?.PaymentMethod.PaymentMethodId === PAYMENT_METHOD.cheque,
  };
}

/**
 * The sandbox's overdue persona of a brand (brandPersonas: each brand has its own) as a customer of that brand, its
 * first policy with payments to make, those payments and the customer's first name.
 */
export function brandOverdue(brandId: number) {
  const persona: PersonaId = brandPersonas[brandId]?.overdue ?? 'au-overdue';
  const fixture = personaFixture(persona, brandId);
  for (const p of fixture.policies) {
    const policyNumber = p.detail.PolicySummary.PolicyNumber;
    const payable = payableOf(persona, policyNumber, brandId);
    if (payable.length) return { persona, policyNumber, payable, firstName: fixture.customer.FirstName };
  }
  throw new Error(`No overdue policy for ${persona}`);
}

/** Which of the payments a selection story starts with selected. */
export type StorySelection = 'all' | 'oldest' | 'none' | 'all-but-oldest';

export const storySelection = (payments: PayablePayment[], selected: StorySelection): Selection => {
  const ids = payments.map((p) => p.key);
  if (selected === 'oldest') return ids.slice(0, 1);
  if (selected === 'all-but-oldest') return ids.slice(1);
  return selected === 'none' ? [] : ids;
};
