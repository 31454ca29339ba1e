import { usePoliciesTranslation } from '../use-policies-translation';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Banner, Stack } from '@portal/ui-kit';
import { CrossSellBanner } from '../banners/cross-sell-banner';
import { OverdueBannerView } from '../banners/overdue-banner';
import { overduePoliciesOf, placeCards, usePolicies } from '@portal/policy-data';
import { DashboardLoading } from './dashboard-loading';
import { dashboardRedirect } from './dashboard-redirect';
import { PolicyCards } from './policy-cards';
import { useBannerParts } from './use-banner-parts';
import { useFirstScreenCount } from './use-first-screen-count';
import { useKeptOrder } from './use-kept-order';

const StyledPage = styled(Stack).attrs({ $gap: 5 })`
  h1 {
    margin: 0;
  }
`;

/** '/': one card per policy, the overdue and cross-sell banners, and the redirect parameters of section 2. */
export function DashboardPage() {
  const { t } = usePoliciesTranslation();
  const [search] = useSearchParams();
  const redirect = dashboardRedirect(search);
  // Asked once for the page: the cards and both parts of the banner read the same result.
  const result = usePolicies();
  const { customerState, policies, allPaymentsLoaded } = result;
  const firstScreen = useFirstScreenCount();
  const overdue = useMemo(() => overduePoliciesOf(result), [result]);
  // The banner's rows are in the first screen too, above the cards: their policies' details are asked first (usePolicies).
  const heldRows = overdue.candidates.length;
  const placed = useMemo(() => placeCards(result.asked, firstScreen + heldRows), [result.asked, firstScreen, heldRows]);
  const shown = useKeptOrder(placed.shown);
  const cardsShown = shown.length > 0;
  const banner = useBannerParts(overdue, cardsShown);
  if (redirect) return <Navigate to={redirect} replace />;

  // Section 2: the cards in section 9's order, which needs each policy's product type (placeCards): the first
  // screen's cards show together once their own details have settled (one round trip after the policy list), each
  // with its view button (or why it has none), and the others follow below them. The payments checks then fill in
  // place: the overdue banner's rows are held from that moment (useBannerParts), so nothing on screen moves when they
  // answer (issue 37).
  const loading = customerState === 'loading' || (customerState === 'loaded' && policies.length > 0 && !cardsShown);
  // Busy while something is still coming: not once the customer detail has failed (nothing more will load).
  const busy = loading || (customerState === 'loaded' && !allPaymentsLoaded);
  return (
    <StyledPage as="section" aria-labelledby="dashboard-heading" aria-busy={busy}>
      <h1 id="dashboard-heading">{t('common:myPolicies')}</h1>
      <OverdueBannerView policies={overdue} holdsRows={cardsShown} lists={banner.above} />
      {customerState === 'error' ? (
        <Banner tone="error">{t('customerLoadFailed')}</Banner>
      ) : loading ? (
        <DashboardLoading text={t('loadingPolicies')} />
      ) : policies.length === 0 ? (
        <p>{t('noPolicies')}</p>
      ) : (
        <PolicyCards policies={shown} firstScreen={firstScreen} />
      )}
      {/* Below the cards: shown with them, not below the placeholders, which it would move when they are replaced. */}
      <CrossSellBanner held={loading} />
      {/* A policy found overdue that was not expected to be (no row held for it) goes last, where it moves nothing. */}
      <OverdueBannerView policies={overdue} lists={banner.below} />
    </StyledPage>
  );
}
