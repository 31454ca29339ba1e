import { usePoliciesTranslation } from '../use-policies-translation';
import { useParams, Link } from 'react-router';
import styled from 'styled-components';
import { useFeatureFlags } from '@portal/config';
import type { PolicyDetail } from '@portal/core-api';
import { Banner, Cluster, LoadingIndicator, Stack, TextLink, NotFound } from '@portal/ui-kit';
import { OverdueBanner } from '../banners/overdue-banner';
import { isActiveStatus, usePolicy, type PolicyRecord } from '@portal/policy-data';
import { BeneficiariesSection } from './beneficiaries-section';
import { InboxLink } from './inbox-link';
import { LivesInsuredSection } from './lives-insured-section';
import { PaymentDetailsSection } from './payment-details-section';
import { PaymentUpdateNotices } from './payment-update-notices';
import { PolicySummarySection } from './policy-summary-section';
import { portalPaths } from '@portal/session';

const StyledPage = styled(Stack).attrs({ $gap: 5 })``;

/** The way back to the policy list (not only the header menu). */
const StyledBack = styled.p`
  margin: 0;
`;

type LoadedPolicy = PolicyRecord & { detail: PolicyDetail };

/**
 * '/policy/:policyNumber': the summary, and for active policies (status below 50) the payment details, lives
 * insured and beneficiaries. A number that is not the customer's shows the not-found page.
 */
export function PolicyDetailPage() {
  const { t } = usePoliciesTranslation();
  const { policyNumber = '' } = useParams();
  const { policy, notFound, customerState } = usePolicy(policyNumber);
  const documentsOn = useFeatureFlags().documentsFeature === 1;
  if (notFound) return <NotFound />;

  const loaded = policy?.detail ? (policy as LoadedPolicy) : null;
  return (
    <StyledPage as="section" aria-labelledby="policy-heading" aria-busy={!loaded && customerState !== 'error'}>
      <StyledBack>
        <TextLink as={Link} to={portalPaths.dashboard}>
          {t('backToPolicies')}
        </TextLink>
      </StyledBack>
      <Cluster $justify="space-between">
        <h1 id="policy-heading">{t('common:policyOverview')}</h1>
        {documentsOn && policy ? <InboxLink policyNumber={policyNumber} documents={policy.documents} /> : null}
      </Cluster>
      <PaymentUpdateNotices />
      <OverdueBanner />
      {customerState === 'error' ? (
        <Banner tone="error">{t('customerLoadFailed')}</Banner>
      ) : policy?.detailState === 'error' ? (
        <Banner tone="error">{t('detailLoadFailed')}</Banner>
      ) : !loaded ? (
        <LoadingIndicator text={t('loadingPolicy')} />
      ) : (
        <>
          <PolicySummarySection policy={loaded} />
          {isActiveStatus(loaded.statusId) ? (
            <>
              <PaymentDetailsSection policy={loaded} />
              <LivesInsuredSection detail={loaded.detail} />
              <BeneficiariesSection detail={loaded.detail} />
            </>
          ) : null}
        </>
      )}
    </StyledPage>
  );
}
