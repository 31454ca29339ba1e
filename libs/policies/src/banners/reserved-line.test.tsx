import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@portal/i18n';
import { policyRecordOf } from '@portal/policy-data/testing';
import { renderWithPortal } from '@portal/testing';
import { HeldItem } from './held-item';
import { OverdueItem } from './overdue-item';

// A policy in extended dishonour (its row has the summary and the final-opportunity line), shown in variant B.
const policy = policyRecordOf('au-dishonour', '52000301', { payNowWorkflowType: 'B' });
const estimatedLapseDate = policy.detail?.PolicyAmountOwed?.EstimatedLapseDate ?? null;
const withOverdue = (count: number, total: number) => ({ ...policy, pending: false, overdue: { count, total, estimatedLapseDate } });

const lines = (item: HTMLElement) => [...item.querySelectorAll('p')];
/** Each line's shown text and its reserve's (the hidden same line with the reserved count and total). */
const shownAndReserved = (line: HTMLElement) => {
  const reserve = line.querySelector<HTMLElement>('[data-reserve]');
  return {
    shown: line.firstElementChild?.textContent ?? '',
    reserved: reserve?.textContent ?? null,
    hidden: reserve?.getAttribute('aria-hidden'),
  };
};

describe('the overdue banner’s reserve rule (no layout shift, and no more room than a row needs)', () => {
  it('a held row draws the very text whose room the filled row keeps, line for line', () => {
    renderWithPortal(
      <ul>
        <HeldItem policy={policy} variant="B" />
        <OverdueItem policy={withOverdue(1, 12.5)} variant="B" keepsHeldRoom />
      </ul>,
    );
    const [held, filled] = screen.getAllByRole('listitem', { hidden: true }) as [HTMLElement, HTMLElement];
    const heldLines = lines(held).map((p) => p.textContent);
    const filledLines = lines(filled).map((p) => p.querySelector('[data-reserve]')?.textContent ?? p.textContent);
    expect(filledLines).toEqual(heldLines);
    // Summary and final opportunity carry the count and total; the lapse warning reads the same in both.
    expect(lines(filled).map((p) => shownAndReserved(p).hidden)).toEqual(['true', undefined, 'true']);
    expect(shownAndReserved(lines(filled)[0] as HTMLElement).shown).toMatch(/^1 overdue payment of \$12\.50 on your/);
  });

  it('reserves a line’s room for any plausible count (1 to 99) and total (to $9,999.99): the shown text is never the longer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 999_999 }), (count, cents) => {
        renderWithPortal(
          <ul>
            <OverdueItem policy={withOverdue(count, cents / 100)} variant="B" keepsHeldRoom />
          </ul>,
        );
        const reserved = lines(screen.getByRole('listitem'))
          .map(shownAndReserved)
          .filter((line) => line.reserved !== null);
        expect(reserved).toHaveLength(2);
        for (const line of reserved) {
          expect(line.shown).toContain(formatMoney(cents / 100));
          expect(line.shown.length).toBeLessThanOrEqual(line.reserved?.length ?? 0);
        }
        cleanup();
      }),
      { numRuns: 40 },
    );
  });

  it('reserves nothing where no row was held (a banner that comes whole, as on the policy page)', () => {
    renderWithPortal(
      <ul>
        <OverdueItem policy={withOverdue(1, 12.5)} variant="B" />
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item.querySelector('[data-reserve]')).toBeNull();
    expect(lines(item).map((p) => p.textContent)).toEqual([
      '1 overdue payment of $12.50 on your Family Life Cover policy (52000301).',
      expect.stringMatching(/^Your policy is at risk of lapsing/),
      expect.stringMatching(/final opportunity to pay the total overdue amount of \$12\.50/),
    ]);
  });
});
