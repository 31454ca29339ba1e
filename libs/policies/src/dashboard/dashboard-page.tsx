import { usePoliciesTranslation } from '../use-policies-translation';
import { Navigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Banner, space, Stack } from '@portal/ui-kit';
import { CrossSellBanner } from '../banners/cross-sell-banner';
import { OverdueBanner } from '../banners/overdue-banner';
import { usePolicies } from '@portal/policy-data';
import { DashboardLoading } from './dashboard-loading';
import { dashboardRedirect } from './dashboard-redirect';
import { PolicyCard } from './policy-card';

const StyledPage = styled(Stack).attrs({ $gap: 5 })`
  h1 {
    margin: 0;
  }
`;

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

/** '/': one card per policy, the overdue and cross-sell banners, and the redirect parameters of section 2. */
export function DashboardPage() {
  const { t } = usePoliciesTranslation();
  const [search] = useSearchParams();
  const redirect = dashboardRedirect(search);
  const { customerState, policies, allDetailsLoaded, allPaymentsLoaded } = usePolicies();
  if (redirect) return <Navigate to={redirect} replace />;

  // Section 2: the cards show from the summary, each view button once its policy's detail has loaded. The cards wait
  // for the outstanding-payments checks too, so that the overdue banner above them (shown once they have all settled)
  // comes in the same frame rather than pushing them down while the customer reads them (issue 26: no layout shift).
  const loading = customerState === 'loading' || (customerState === 'loaded' && !allPaymentsLoaded);
  // Busy while something is still coming: not once the customer detail has failed (nothing more will load).
  const busy = loading || (customerState === 'loaded' && !allDetailsLoaded);
  return (
    <StyledPage as="section" aria-labelledby="dashboard-heading" aria-busy={busy}>
      <h1 id="dashboard-heading">{t('common:myPolicies')}</h1>
      <OverdueBanner />
      {customerState === 'error' ? (
        <Banner tone="error">{t('customerLoadFailed')}</Banner>
      ) : loading ? (
        <DashboardLoading text={t('loadingPolicies')} />
      ) : policies.length === 0 ? (
        <p>{t('noPolicies')}</p>
      ) : (
        <StyledList>
          {policies.map((policy) => (
            <li key={policy.policyNumber}>
              <PolicyCard policy={policy} />
            </li>
          ))}
        </StyledList>
      )}
      {/* Below the cards: shown with them, not below the placeholders, which it would move when they are replaced. */}
      <CrossSellBanner held={loading} />
    </StyledPage>
  );
}
