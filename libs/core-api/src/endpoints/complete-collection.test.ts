import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../testing/fake-fetch.ts';
import { completeCollection } from './complete-collection.ts';

const body = { ClientPortalLoginId: 'L', ClientPolicyNumber: '50010001', TransactionIdentifier: 'TX1', Payments: [{ TransactionId: 1 }] };
const full = {
  ReceiptReference: 'R1',
  CardHolderName: 'A B',
  CardScheme: 'Visa',
  CardSuffix: '1111',
  Amount: 60,
  PolicyNumber: '50010001',
};
const OPTIONAL = ['CardHolderName', 'CardScheme', 'CardSuffix', 'Amount', 'PolicyNumber'] as const;
type Loss = 'null' | 'absent' | 'blank' | 'other type';

const losing = (changes: ReadonlyArray<[field: (typeof OPTIONAL)[number], loss: Loss]>): Record<string, unknown> => {
  const answer: Record<string, unknown> = { ...full };
  for (const [field, loss] of changes) {
    if (loss === 'absent') delete answer[field];
    else answer[field] = loss === 'null' ? null : loss === 'blank' ? '' : field === 'Amount' ? '60.00' : 42;
  }
  return answer;
};

describe('completeCollection reads the receipt tolerantly (section 4: success exactly when the reference is present)', () => {
  it('succeeds whatever the other fields are (null, absent, blank, another type), keeping every one that is there', async () => {
    const change = fc.tuple(fc.constantFrom(...OPTIONAL), fc.constantFrom<Loss>('null', 'absent', 'blank', 'other type'));
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(change, { selector: ([field]) => field, maxLength: OPTIONAL.length }), async (changes) => {
        const receipt = await completeCollection(fakeClient(() => json(losing(changes))).client, body);
        expect(receipt.ReceiptReference).toBe('R1');
        for (const field of OPTIONAL) {
          const lost = changes.find(([name]) => name === field);
          if (!lost) expect(receipt[field]).toBe(full[field]);
          else if (lost[1] !== 'blank' || field === 'Amount') expect(receipt[field] ?? null).toBeNull();
        }
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ['absent', { ...full, ReceiptReference: undefined }],
    ['null', { ...full, ReceiptReference: null }],
    ['blank', { ...full, ReceiptReference: '  ' }],
  ])('raises an invalid answer (502, the outcome unknown) when the reference is %s', async (_case, answer) => {
    await expect(completeCollection(fakeClient(() => json(answer)).client, body)).rejects.toMatchObject({
      httpStatus: 502,
      kind: 'invalid-response',
    });
  });
});
