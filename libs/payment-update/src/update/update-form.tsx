import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useBrand, useConfiguredText, useRegionalConfig } from '@portal/config';
import { useHostedComponentTimings } from '@portal/gateway';
import type { PaymentFormPayload } from '@portal/core-api';
import { PAYMENT_METHOD, type PolicyRecord } from '@portal/policy-data';
import {
  Actions,
  Banner,
  Button,
  ButtonLink,
  Checkbox,
  ErrorSummary,
  LoadingIndicator,
  RadioGroup,
  Stack,
  space,
  themeColor,
} from '@portal/ui-kit';
import { Link } from 'react-router';
import { mountRegistration } from '../gateway/registration-adapter';
import { mountStripe } from '../gateway/stripe-adapter';
import { useHostedForm } from '../gateway/use-hosted-form';
import { monitoringMessages, reportToMonitoring } from '../monitoring/report-to-monitoring';
import { returnParams } from '../return/return-leg';
import { usePaymentUpdateTranslation } from '../use-payment-update-translation';
import { agreementText } from './agreement-text';
import { SecureBadge } from './secure-badge';
import { portalPaths } from '@portal/session';

const StyledHosted = styled.div<{ $invalid: boolean }>`
  padding: ${space(4)};
  border: 2px solid ${({ $invalid }) => themeColor($invalid ? 'border.error' : 'border.subtle')};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${themeColor('background.surface')};
  min-height: ${space(20)};
`;
export const AGREEMENT_ID = 'payment-update-agreement';
type Method = 'DD' | 'CC';

export type UpdateFormProps = { policy: PolicyRecord; payload: PaymentFormPayload; provider: 1 | 2 };

/** The method switch, the hosted component, the agreement, Save and Cancel (section 2 'Update payment details'). */
export function UpdateForm({ policy, payload, provider }: UpdateFormProps) {
  const { t } = usePaymentUpdateTranslation();
  const regional = useRegionalConfig();
  const fill = useConfiguredText();
  const { phone } = useBrand();
  const navigate = useNavigate();
  const timings = useHostedComponentTimings();
  const path = `/update/payment/${policy.policyNumber}`;
  const [method, setMethod] = useState<Method>(policy.detail?.PaymentMethod.PaymentMethodId === PAYMENT_METHOD.card ? 'CC' : 'DD');
  const [agreed, setAgreed] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);

  const stripe = method === 'CC' && provider === 2 && payload.UseCustomFormAPI === true;
  const label = method === 'CC' ? t('common:cardDetails') : t('bankDetails');
  const config = useMemo(
    () => ({
      payload,
      method,
      region: regional.region,
      returnUrl: new URL(path, window.location.href).toString(),
      label,
      showNameFirst: regional.showCreditCardNameFirst,
      component: regional.gateway?.registration,
    }),
    [payload, method, regional.region, regional.showCreditCardNameFirst, regional.gateway?.registration, path, label],
  );
  const events = {
    onComplete: (result: Parameters<typeof returnParams>[0]) =>
      void navigate(`${path}?${returnParams(result).toString()}`, { replace: true }),
    onInvalid: () => setSubmitting(false),
    onFailed: () => {
      setSubmitting(false);
      setFailed(true);
    },
  };
  const { status, form } = useHostedForm(
    stripe ? mountStripe : mountRegistration,
    config,
    events,
    containerRef,
    stripe ? timings.enableDelayMs : 0,
  );

  const switchTo = (next: string) => {
    setMethod(next === 'CC' ? 'CC' : 'DD');
    setAgreed(false);
    setInvalid(false);
    setFailed(false);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setInvalid(true);
      setAttempt((n) => n + 1);
      reportToMonitoring(monitoringMessages.validationFailed);
      return;
    }
    reportToMonitoring(monitoringMessages.validationSuccessful);
    setFailed(false);
    setSubmitting(true);
    await form.current?.submit();
  };
  const error = invalid ? t('agreementRequired') : undefined;
  const holding = status !== 'enabled';

  return (
    <Stack as="form" $gap={5} noValidate onSubmit={(e: FormEvent) => void onSubmit(e)} aria-label={t('common:editPaymentDetails')}>
      {error ? (
        <ErrorSummary title={t('common:errorSummaryTitle')} errors={[{ fieldId: AGREEMENT_ID, message: error }]} focusKey={attempt} />
      ) : null}
      {failed || status === 'failed' ? (
        <Banner tone="error" role="alert">
          {t(status === 'failed' ? 'formFailed' : 'gatewayFailed', { phone })}
        </Banner>
      ) : null}
      <RadioGroup
        legend={t('methodLegend')}
        name="payment-method"
        value={method}
        onChange={switchTo}
        options={[
          { value: 'DD', label: t('common:bankAccount') },
          { value: 'CC', label: t('methodCard') },
        ]}
      />
      <SecureBadge cards={method === 'CC'} />
      <StyledHosted $invalid={invalid} data-invalid={invalid ? 'true' : undefined} aria-busy={status === 'loading'}>
        {status === 'loading' ? <LoadingIndicator text={t('formLoading')} /> : null}
        <div ref={containerRef} key={`${method}-${stripe ? 2 : 1}`} />
      </StyledHosted>
      <Checkbox
        id={AGREEMENT_ID}
        label={agreementText(regional, policy, method, fill, t('common:yourPolicy'))}
        checked={agreed}
        error={error}
        onChange={(e) => {
          setAgreed(e.target.checked);
          if (e.target.checked) setInvalid(false);
        }}
      />
      <Actions>
        <Button type="submit" disabled={holding} loading={submitting} loadingText={t('saving')}>
          {t('common:save')}
        </Button>
        <ButtonLink as={Link} to={portalPaths.policy(policy.policyNumber)} $variant="secondary">
          {t('common:cancel')}
        </ButtonLink>
      </Actions>
    </Stack>
  );
}
