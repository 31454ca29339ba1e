import { usePoliciesTranslation } from '../use-policies-translation';
import styled from 'styled-components';
import { useFeatureFlags } from '@portal/config';
import { Banner, Stack } from '@portal/ui-kit';
import { useOverduePolicies, type UseOverduePoliciesResult } from '@portal/policy-data';
import { HeldItem } from './held-item';
import { OverdueItem } from './overdue-item';
import { UncheckedItem } from './unchecked-item';

const StyledList = styled(Stack).attrs({ $gap: 4 })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type OverdueBannerProps = {
  /**
   * The dashboard's: which policies this banner lists (by number); the rest are another banner's. Given, the banner
   * holds a row for each policy that may be listed while the checks run (their details are in), so that the answers
   * fill the rows in place and the cards below are never pushed.
   */
  lists?: (policyNumber: string) => boolean;
  /** Hold the rows of the candidates while the checks run (the dashboard's banner above the cards, once they show). */
  holdsRows?: boolean;
};

/**
 * Spec section 2, "Overdue banner": every policy with overdue payments, with a pay link, or 'Processing overdue
 * payment' while a payment is pending. Pay Now variant A is the simple banner; variant B warns of the estimated
 * lapse date and hides pending policies. A policy in Payment Overdue whose amount could not be loaded is named with a
 * way to try again (UncheckedItem), never left out. Renders nothing when nothing is overdue. Without `holdsRows` it
 * renders nothing until every policy's check has settled: it comes whole, once, rather than growing by a policy at a
 * time and pushing what is below it. With it, the rows of the policies that may be listed (in Payment Overdue, or
 * pending) are held from the moment their details are in, and filled when the checks have settled.
 */
export function OverdueBanner() {
  return <OverdueBannerView policies={useOverduePolicies()} />;
}

/** The banner of the policies given (a screen that has them already: the dashboard, which shows two parts of it). */
export function OverdueBannerView({
  policies,
  lists = () => true,
  holdsRows = false,
}: OverdueBannerProps & { policies: UseOverduePoliciesResult }) {
  const { t } = usePoliciesTranslation();
  const variant = useFeatureFlags().payNowWorkflowType;
  const { overdue, pending, unchecked, candidates, loaded } = policies;
  if (!loaded) {
    const held = holdsRows ? candidates.filter((p) => lists(p.policyNumber) && !(variant === 'B' && p.pending)) : [];
    if (!held.length) return null;
    return (
      <Banner tone="warning" title={t('overdueTitle')} aria-busy>
        <StyledList as="ul">
          {held.map((policy) => (
            <HeldItem key={policy.policyNumber} policy={policy} variant={variant} />
          ))}
        </StyledList>
      </Banner>
    );
  }
  const items = (variant === 'B' ? overdue : [...overdue, ...pending]).filter((p) => lists(p.policyNumber));
  const failed = unchecked.filter((p) => lists(p.policyNumber));
  if (items.length + failed.length === 0) return null;
  return (
    <Banner tone="warning" title={t('overdueTitle')}>
      <StyledList as="ul">
        {items.map((policy) => (
          <OverdueItem key={policy.policyNumber} policy={policy} variant={variant} keepsHeldRoom={holdsRows} />
        ))}
        {failed.map((policy) => (
          <UncheckedItem key={policy.policyNumber} policy={policy} />
        ))}
      </StyledList>
    </Banner>
  );
}
