import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useFeatureFlags } from '@portal/config';
import { useRefreshPolicy, type PolicyRecord } from '@portal/policy-data';
import { LoadingIndicator } from '@portal/ui-kit';
import { useSavePaymentMethod } from '../data/use-save-payment-method';
import { PaymentUpdated } from '../result/payment-updated';
import { usePaymentUpdateTranslation } from '../use-payment-update-translation';
import type { PaymentUpdateReturn } from './return-leg';
import { portalPaths } from '@portal/session';

/**
 * The return leg: ProcessAfterRedirect once, then on true the policy is refreshed and variant A goes to
 * /policy/{n}?success=1 while variant B shows 'Payment Method Updated'; on false, the same path with ?error=true.
 */
export function ReturnResult({ policy, leg }: { policy: PolicyRecord; leg: Exclude<PaymentUpdateReturn, null> }) {
  const { t } = usePaymentUpdateTranslation();
  const variant = useFeatureFlags().paymentUpdateWorkflowType;
  const refresh = useRefreshPolicy();
  const saved = useSavePaymentMethod(leg.kind === 'save' ? leg.queryStrings : null);
  const result = leg.kind === 'failed' ? false : saved;
  const [refreshed, setRefreshed] = useState(false);

  useEffect(() => {
    if (result !== true) return;
    let live = true;
    void refresh(policy.policyNumber).finally(() => live && setRefreshed(true));
    return () => {
      live = false;
    };
  }, [result, refresh, policy.policyNumber]);

  if (result === false) return <Navigate to={`${portalPaths.updatePayment(policy.policyNumber)}?error=true`} replace />;
  if (result === null || !refreshed) return <LoadingIndicator text={t('saving')} />;
  if (variant === 'A') return <Navigate to={`${portalPaths.policy(policy.policyNumber)}?success=1`} replace />;
  return <PaymentUpdated policy={policy} />;
}
