import { useLibWording } from '@portal/config';
import { useTranslation } from 'react-i18next';
import { paymentUpdateWording } from './payment-update-wording';

/** useTranslation for the paymentUpdate namespace (with 'common' as a fallback), loaded with this lib's lazy pages. */
export function usePaymentUpdateTranslation() {
  useLibWording('paymentUpdate', paymentUpdateWording);
  return useTranslation(['paymentUpdate', 'common']);
}
