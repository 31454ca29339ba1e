import { memo } from 'react';
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

/** The dashboard's cards, in the order given; each rendered again only when what it shows changes. */
export function PolicyCards({ policies }: { policies: readonly PolicyRecord[] }) {
  return (
    <StyledList>
      {policies.map((policy) => (
        <li key={policy.policyNumber}>
          <MemoCard policy={policy} />
        </li>
      ))}
    </StyledList>
  );
}
