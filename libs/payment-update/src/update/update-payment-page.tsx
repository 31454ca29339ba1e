import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useBrand, useConfiguredText, useRegionalConfig } from '@portal/config';
import { isActiveStatus, PAYMENT_METHOD, usePolicy } from '@portal/policies';
import { NotFound } from '@portal/session';
import { Banner, LoadingIndicator, SafeHtml, Stack } from '@portal/ui-kit';
import { readReturnLeg } from '../return/return-leg';
import { ReturnResult } from '../return/return-result';
import { usePaymentUpdateTranslation } from '../use-payment-update-translation';
import { CurrentMethod } from './current-method';
import { PaymentFormSection } from './payment-form-section';

const StyledPage = styled(Stack)`
  h1,
  & > p {
    margin: 0;
  }
`;

/**
 * '/update/payment/:policyNumber' (section 2 'Update payment details', section 4 'Update payment'): not-found for a
 * policy that is not the customer's or not active; the cheque message; the return leg; or the form.
 */
export function UpdatePaymentPage() {
  const { t } = usePaymentUpdateTranslation();
  const { policyNumber = '' } = useParams();
  const [search] = useSearchParams();
  const regional = useRegionalConfig();
  const { phone } = useBrand();
  const fill = useConfiguredText();
  const provider = regional.creditCardProvider === 2 ? 2 : 1;
  const leg = useMemo(() => readReturnLeg(search, provider), [search, provider]);
  const { policy, notFound, customerState } = usePolicy(policyNumber);

  if (notFound || (policy && !isActiveStatus(policy.statusId))) return <NotFound />;
  const detail = policy?.detail;
  const failed = customerState === 'error' || policy?.detailState === 'error';
  const ready = policy && detail && policy.detailState === 'loaded';
  return (
    <StyledPage as="section" $gap={5} aria-labelledby="payment-update-heading" aria-busy={!ready && !failed}>
      <h1 id="payment-update-heading">{t('heading')}</h1>
      {policy ? <p>{t('policyLine', { productName: policy.productName, policyNumber })}</p> : null}
      {search.get('error') === 'true' ? (
        <Banner tone="error" role="alert">
          <SafeHtml html={fill(regional.regionalisation.pages.policyDetails.paymentUpdateErrorHtml)} />
        </Banner>
      ) : null}
      {failed ? (
        <Banner tone="error" role="alert">
          {t('formFailed', { phone })}
        </Banner>
      ) : !ready ? (
        <LoadingIndicator text={t('loading')} />
      ) : !isActiveStatus(detail.PolicyStatus.PolicyStatusId) ? (
        <NotFound />
      ) : detail.PaymentMethod.PaymentMethodId === PAYMENT_METHOD.cheque ? (
        <Banner tone="info">{t('chequeMessage', { phone })}</Banner>
      ) : leg ? (
        <ReturnResult policy={policy} leg={leg} />
      ) : (
        <>
          <CurrentMethod detail={detail} />
          <PaymentFormSection policy={policy} provider={provider} />
        </>
      )}
    </StyledPage>
  );
}

