import { seedFixtures } from '../fixtures/seed.ts';
import type { PersonaId } from '../fixtures/personas.ts';
import type { PolicyFixture } from '../fixtures/types.ts';
import { outstandingDebts } from '../state/payments.ts';

/**
 * What the sandbox seeds for one policy of a persona today, so a test computes the amount or date a customer must
 * see from the persona's data instead of matching a pattern.
 */
export function seededPolicy(persona: PersonaId, policyNumber: string): PolicyFixture {
  const policy = seedFixtures()
    .find((f) => f.login.id === persona)
    ?.policies.find((p) => p.detail.PolicySummary.PolicyNumber === policyNumber);
  if (!policy) throw new Error(`no seeded policy ${policyNumber} for ${persona}`);
  return policy;
}

/** The outstanding payments of a seeded policy, oldest first. */
export const seededPayments = (persona: PersonaId, policyNumber: string) => seededPolicy(persona, policyNumber).payments;

/**
 * Every debt a policy owes as the server counts it (realtime payments and, in extended dishonour, the missed
 * collections and overrides the realtime list does not name), oldest first: date, amount and id, if any.
 */
export const debtsOf = (policy: PolicyFixture) =>
  outstandingDebts({ ...policy, pendingClearAt: null }).map((d) => ({
    date: d.date,
    amount: d.cents / 100,
    transactionId: d.transactionId,
  }));

/** The debts of one seeded policy of a persona (debtsOf). */
export const seededDebts = (persona: PersonaId, policyNumber: string) => debtsOf(seededPolicy(persona, policyNumber));

/** An exact sum in cents of amounts in dollars (never a float sum compared as text). */
export const centsOf = (amounts: readonly number[]): number => amounts.reduce((sum, a) => sum + Math.round(a * 100), 0);

/** Dollars as the portal writes them ('$1,234.50'), computed here without the portal's formatter. */
export const dollars = (cents: number): string => {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
};

/** A wire date 'YYYY-MM-DD' as the AU/NZ screens show it: 'DD/MM/YYYY'. */
export const dayMonthYear = (wire: string): string => wire.slice(0, 10).split('-').reverse().join('/');
