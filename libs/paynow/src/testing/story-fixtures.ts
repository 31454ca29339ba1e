import type { PersonaId } from '@portal/sandbox-api';
import { PAYMENT_METHOD, type PolicyRecord } from '@portal/policies';
import { personaFixture, policyRecordOf } from '@portal/policies/testing';
import { isPayable, type PayablePayment } from '../selection/selection-rules';
import type { ReceiptRecord } from '../result/receipt-record';

/** A persona's policy as the Pay Now page gets it (sandbox fixtures, extended dishonour on). */
export const policyOf = (persona: PersonaId, policyNumber: string): PolicyRecord =>
  policyRecordOf(persona, policyNumber, { extendedDishonourPolicies: true });

export const payableOf = (persona: PersonaId, policyNumber: string): PayablePayment[] =>
  policyOf(persona, policyNumber).payments.filter(isPayable);

/**
 * The receipt the sandbox's completecollection gives for paying the first `paid` payments of a persona's policy
 * by the sandbox's test Visa card, with the record the page keeps.
 */
export function receiptOf(persona: PersonaId, policyNumber: string, paid?: number): ReceiptRecord {
  const policy = policyOf(persona, policyNumber);
  const payments = policy.payments.filter(isPayable);
  const chosen = payments.slice(0, paid ?? payments.length);
  const cents = chosen.reduce((sum, p) => sum + Math.round(p.Amount * 100), 0);
  return {
    receipt: {
      ReceiptReference: 'RCPT-100001',
      CardHolderName: personaFixture(persona).login.name,
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
