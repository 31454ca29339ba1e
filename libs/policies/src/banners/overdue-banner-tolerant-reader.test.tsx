import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PersonaId } from '@portal/sandbox-api';
import { apiPaths, hasIdentity } from '@portal/core-api';
import { centsOf, dollars, seededPayments, setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import {
  changeAnswer,
  expectStands,
  oneAtATime,
  renderPolicies,
  someChanges,
  stillShown,
  withLosses,
  type Change,
  type FieldCase,
} from '@portal/policy-data/testing';
import { OverdueBanner } from './overdue-banner';

/**
 * The payments answers read tolerantly (issue 45, libs/core-api README "Essential fields"), through the overdue banner:
 * every field of a payment but its id, due date and amount (realtime), its date and amount (missed collections) or its
 * amount (overrides) may be null, absent or blank, and the banner still counts and totals every debt. A payment
 * without its essential fields fails that policy's check only: its row says so, with Try again; the rest stands.
 */
const sandbox = setupSandboxServer();
const owed = (persona: PersonaId, policy: string) => dollars(centsOf(seededPayments(persona, policy).map((p) => p.Amount)));
type Answer = {
  persona: PersonaId;
  policies: string[];
  flags: object;
  path: string;
  cases: Array<FieldCase<unknown>>;
  /** Whether a policy's answer as changed lost an essential field (its check then fails: its row says so). */
  loses?: (changed: unknown) => boolean;
};
const item = (list: string, name: string): FieldCase<unknown> => ({ path: [list, '*', name] });

const ANSWERS: Array<[string, Answer]> = [
  [
    'getrealtimepayments',
    {
      persona: 'au-overdue',
      policies: ['52000201'],
      flags: {},
      path: apiPaths.getRealtimePayments,
      cases: [item('Payments', 'CalculatedCollectionDetails'), item('Payments', 'PaymentOverrideId')],
    },
  ],
  [
    'missedregularcollections',
    {
      persona: 'au-dishonour',
      policies: ['52000301', '52000302'],
      flags: { extendedDishonourPolicies: true },
      path: apiPaths.getMissedRegularCollections,
      cases: [item('MissedRegularCollectionsList', 'TransactionId'), item('MissedRegularCollectionsList', 'CalculatedCollectionDetails')],
    },
  ],
  [
    'outstandingpaymentoverrides',
    {
      persona: 'au-dishonour',
      policies: ['52000301', '52000302'],
      flags: { extendedDishonourPolicies: true },
      path: apiPaths.getOutstandingPaymentOverrides,
      cases: ['TransactionId', 'QueuedTransactionId', 'DishonourTransactionId', 'CollectionDate', 'OverrideDate', 'PaymentOverrideId'].map(
        (name) => item('OutstandingPaymentOverridesList', name),
      ),
      // An override with neither a transaction id nor a date has lost its identity (essential).
      loses: (changed) =>
        !(changed as { OutstandingPaymentOverridesList: Array<Parameters<typeof hasIdentity>[0]> }).OutstandingPaymentOverridesList.every(
          hasIdentity,
        ),
    },
  ],
];

let current: ReadonlyArray<Change> = [];

async function bannerWith(answer: Answer, changes: ReadonlyArray<Change>) {
  current = changes;
  renderPolicies(<OverdueBanner />, { flags: answer.flags });
  await screen.findByText('You have overdue payments', {}, { timeout: 3000 });
  const owes = (policy: string) => {
    const wire = sandboxWires.get(policy);
    // A policy whose answer lost an essential field is named as one whose amount could not be loaded.
    return wire !== undefined && answer.loses?.(withLosses(wire, answer.cases, changes)) ? `(${policy})` : owed(answer.persona, policy);
  };
  await expectStands([...answer.policies.map(owes), ...stillShown(null, answer.cases, changes)], async () => undefined);
}

/** The sandbox's own answers by policy (the last one it gave for each), which the cases change. */
const sandboxWires = new Map<string, unknown>();

async function signedIn(answer: Answer) {
  await signInForTest(answer.persona);
  changeAnswer(sandbox, answer.path, (wire, request) => {
    sandboxWires.set(new URL(request.url).searchParams.get('clientPolicyNumber') ?? '', wire);
    return withLosses(wire, answer.cases, current);
  });
}

describe.each(ANSWERS)('the overdue banner reads %s tolerantly', (_call, answer) => {
  it.each(oneAtATime(answer.cases))('with %s counts and totals every debt', async (_name, change) => {
    await signedIn(answer);
    await bannerWith(answer, [change]);
  });

  it('with any combination of them lost counts and totals every debt', async () => {
    await signedIn(answer);
    await fc.assert(
      fc.asyncProperty(someChanges(answer.cases.length), (changes) => bannerWith(answer, changes)),
      { numRuns: 10 },
    );
  }, 60_000);
});

describe('a payment without its essential fields', () => {
  it.each(['TransactionId', 'RegularCollectionDate', 'Amount'])(
    'without %s: that policy cannot say what it owes (Try again); the banner stands',
    async (name) => {
      await signInForTest('au-overdue');
      changeAnswer(sandbox, apiPaths.getRealtimePayments, (wire) =>
        withLosses(wire, [item('Payments', name)], [{ index: 0, loss: 'null' }]),
      );
      renderPolicies(<OverdueBanner />);
      expect(await screen.findByText(/We could not load the amount owed/, {}, { timeout: 3000 })).toHaveTextContent('(52000201)');
      expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
