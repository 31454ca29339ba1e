import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useBrand, useConfiguredText, useRegionalConfig } from '@portal/config';
import { isActiveStatus, PAYMENT_METHOD, usePolicy } from '@portal/policy-data';
import { Banner, LoadingIndicator, SafeHtml, Stack, NotFound } from '@portal/ui-kit';
import { readPaymentUpdateReturn, type PaymentUpdateReturn } from '../return/return-leg';
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
 * The return leg the gateway's redirect put in the address (section 4), moved at once into the history entry's
 * state so its tokens leave the address bar, the history list and any later Referer; the state keeps it for
 * ProcessAfterRedirect and for a reload.
 */
function usePaymentUpdateReturn(provider: 1 | 2): PaymentUpdateReturn {
  const [search] = useSearchParams();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const fromAddress = useMemo(() => readPaymentUpdateReturn(search, provider), [search, provider]);
  useEffect(() => {
    if (fromAddress) void navigate(pathname, { replace: true, state: { returnLeg: fromAddress } });
  }, [fromAddress, navigate, pathname]);
  return fromAddress ?? (state as { returnLeg?: PaymentUpdateReturn } | null)?.returnLeg ?? null;
}

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
  const leg = usePaymentUpdateReturn(provider);
  const { policy, notFound, customerState } = usePolicy(policyNumber);

  if (notFound || (policy && !isActiveStatus(policy.statusId))) return <NotFound />;
  const detail = policy?.detail;
  const failed = customerState === 'error' || policy?.detailState === 'error';
  const ready = policy && detail && policy.detailState === 'loaded';
  return (
    <StyledPage as="section" $gap={5} aria-labelledby="payment-update-heading" aria-busy={!ready && !failed}>
      <h1 id="payment-update-heading">{t('common:editPaymentDetails')}</h1>
      {policy ? (
        <p>
          {policy.productName
            ? t('common:policyLine', { productName: policy.productName, policyNumber })
            : t('common:policyNumberLine', { policyNumber })}
        </p>
      ) : null}
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
