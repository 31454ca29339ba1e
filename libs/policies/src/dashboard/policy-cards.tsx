import { memo, useDeferredValue } from 'react';
import styled from 'styled-components';
import { space } from '@portal/ui-kit';
import type { PolicyRecord } from '@portal/policy-data';
import { PolicyCard } from './policy-card';

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-direction: column;
  }

  > li > * {
    flex: 1;
  }
`;

/** What a card shows: a card whose policy changed nothing of it (another policy's check answered) is not rendered again. */
const sameCard = ({ policy: a }: { policy: PolicyRecord }, { policy: b }: { policy: PolicyRecord }) =>
  a.policyNumber === b.policyNumber &&
  a.productName === b.productName &&
  a.statusId === b.statusId &&
  a.statusDescription === b.statusDescription &&
  a.pending === b.pending &&
  a.detailState === b.detailState &&
  a.summary.OwnerMandatoryBenefitSI === b.summary.OwnerMandatoryBenefitSI &&
  a.summary.RenewalDate === b.summary.RenewalDate;

const MemoCard = memo(PolicyCard, sameCard);

/**
 * The dashboard's cards, in the order given; each rendered again only when what it shows changes. The first screen's
 * (`firstScreen` of them) render at once; those below it in a transition (how many are shown is a deferred value),
 * which React renders in slices, yielding to the browser between them: 25 cards mounting at once were one task of
 * 320 ms on the mid-tier phone, held ahead of the first screen's paint (issue 37, the 30-policy dashboard).
 */
export function PolicyCards({ policies, firstScreen }: { policies: readonly PolicyRecord[]; firstScreen: number }) {
  const atOnce = Math.min(firstScreen, policies.length);
  const deferred = useDeferredValue(policies.length, atOnce);
  const count = Math.max(atOnce, Math.min(deferred, policies.length));
  return (
    <StyledList>
      {policies.slice(0, count).map((policy) => (
        <li key={policy.policyNumber}>
          <MemoCard policy={policy} />
        </li>
      ))}
    </StyledList>
  );
}
