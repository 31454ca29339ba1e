import { useMemo } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useFeatureFlags } from '@portal/config';
import { isActiveStatus, usePolicy, type PolicyRecord } from '@portal/policy-data';
import { LoadingIndicator, Stack, NotFound } from '@portal/ui-kit';
import { PaymentFailure } from '../result/payment-failure';
import { PaymentResult } from '../result/payment-result';
import { readPayNowReturn } from '../result/use-finalise-payment';
import { payablePayments } from '../selection/selection-rules';
import { usePaynowTranslation } from '../use-paynow-translation';
import { PayNowFlow } from './paynow-flow';
import { PolicyLine } from './policy-heading';
import { portalPaths } from '@portal/session';

const StyledPage = styled(Stack).attrs({ as: 'section', $gap: 4 })`
  h1,
  & > p {
    margin: 0;
  }
`;

type Readiness = 'loading' | 'failed' | 'nothing-due' | 'payable';

/** Whether the policy's detail and outstanding payments have settled, and what they allow. */
function readinessOf(policy: PolicyRecord | undefined, customerFailed: boolean): Readiness {
  if (customerFailed || policy?.detailState === 'error' || policy?.paymentsState === 'error') return 'failed';
  if (!policy || policy.detailState !== 'loaded') return 'loading';
  if (policy.paymentsState === 'loading' || (policy.paymentsState === 'idle' && isActiveStatus(policy.statusId))) return 'loading';
  const payable = policy.overdue !== null && !policy.pending && payablePayments(policy.payments, policy.extendedDishonour).length > 0;
  return payable ? 'payable' : 'nothing-due';
}

/**
 * '/payment/:policyNumber' (spec section 4 'Pay Now flow'): selection, card entry and result. A policy that is not
 * the customer's shows the not-found page; one with nothing overdue, outside the result flow, redirects to /.
 */
export function PayNowPage() {
  const { t } = usePaynowTranslation();
  const { policyNumber = '' } = useParams();
  const [search] = useSearchParams();
  const leg = useMemo(() => readPayNowReturn(search), [search]);
  const { policy, notFound, customerState } = usePolicy(policyNumber);
  const variant = useFeatureFlags().payNowWorkflowType;
  if (notFound) return <NotFound />;

  const readiness = readinessOf(policy, customerState === 'error');
  if (!leg && readiness === 'nothing-due') return <Navigate to={portalPaths.dashboard} replace />;
  return (
    <StyledPage aria-labelledby="paynow-heading" aria-busy={!leg && readiness === 'loading'}>
      <h1 id="paynow-heading">{t('common:makePayment')}</h1>
      {policy ? <PolicyLine policy={policy} /> : null}
      {leg ? (
        <PaymentResult policyNumber={policyNumber} policy={policy} leg={leg} variant={variant} />
      ) : readiness === 'failed' ? (
        <PaymentFailure policyNumber={policyNumber} />
      ) : readiness === 'loading' || !policy ? (
        <LoadingIndicator text={t('loading')} />
      ) : (
        <PayNowFlow key={policyNumber} policy={policy} variant={variant} />
      )}
    </StyledPage>
  );
}
