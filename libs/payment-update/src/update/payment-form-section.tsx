import { useEffect } from 'react';
import { useBrand } from '@portal/config';
import { ApiError } from '@portal/core-api';
import type { PolicyRecord } from '@portal/policy-data';
import { Banner, LoadingIndicator } from '@portal/ui-kit';
import { usePaymentForm } from '../data/use-payment-form';
import { monitoringMessages, reportToMonitoring } from '../monitoring/report-to-monitoring';
import { usePaymentUpdateTranslation } from '../use-payment-update-translation';
import { UpdateForm } from './update-form';

/** Loads the form's gateway configuration (ValidateAndGetTokens), then shows the form; a failure is reported and shown with the phone. */
export function PaymentFormSection({ policy, provider }: { policy: PolicyRecord; provider: 1 | 2 }) {
  const { t } = usePaymentUpdateTranslation();
  const { phone } = useBrand();
  const form = usePaymentForm(policy, true);
  const status = form.error instanceof ApiError ? form.error.httpStatus : form.error ? 0 : null;
  useEffect(() => {
    if (status !== null) reportToMonitoring(monitoringMessages.formAuthFailed(status));
  }, [status]);
  if (form.error) {
    return (
      <Banner tone="error" role="alert">
        {t('formFailed', { phone })}
      </Banner>
    );
  }
  if (!form.data) return <LoadingIndicator text={t('formLoading')} />;
  return <UpdateForm policy={policy} payload={form.data} provider={provider} />;
}
