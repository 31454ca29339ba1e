import { usePoliciesTranslation } from '../use-policies-translation';
import styled from 'styled-components';
import { useFeatureFlags } from '@portal/config';
import { Banner, Stack } from '@portal/ui-kit';
import { useOverduePolicies } from '@portal/policy-data';
import { OverdueItem } from './overdue-item';
import { UncheckedItem } from './unchecked-item';

const StyledList = styled(Stack).attrs({ $gap: 4 })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Spec section 2, "Overdue banner": every policy with overdue payments, with a pay link, or 'Processing overdue
 * payment' while a payment is pending. Pay Now variant A is the simple banner; variant B warns of the estimated
 * lapse date and hides pending policies. A policy in Payment Overdue whose amount could not be loaded is named with a
 * way to try again (UncheckedItem), never left out. Renders nothing when nothing is overdue, and nothing until every policy's
 * check has settled: it comes whole, once, rather than growing by a policy at a time and pushing what is below it.
 */
export function OverdueBanner() {
  const { t } = usePoliciesTranslation();
  const variant = useFeatureFlags().payNowWorkflowType;
  const { overdue, pending, unchecked, loaded } = useOverduePolicies();
  const items = variant === 'B' ? overdue : [...overdue, ...pending];
  if (!loaded || items.length + unchecked.length === 0) return null;
  return (
    <Banner tone="warning" title={t('overdueTitle')}>
      <StyledList as="ul">
        {items.map((policy) => (
          <OverdueItem key={policy.policyNumber} policy={policy} variant={variant} />
        ))}
        {unchecked.map((policy) => (
          <UncheckedItem key={policy.policyNumber} policy={policy} />
        ))}
      </StyledList>
    </Banner>
  );
}
