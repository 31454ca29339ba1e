import { useFeatureCommonWording, useLibWording } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { paymentUpdateWording } from './payment-update-wording';

/**
 * useTranslation for the paymentUpdate namespace (its keys as they are, the shared phrases as 'common:…'), loaded
 * with this lib's lazy pages together with the phrases the signed-in features share.
 */
export function usePaymentUpdateTranslation() {
  useLibWording('paymentUpdate', paymentUpdateWording);
  useFeatureCommonWording();
  return useTranslation(['paymentUpdate', 'common']);
}
