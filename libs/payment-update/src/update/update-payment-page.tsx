import { usePaymentUpdateTranslation } from '../use-payment-update-translation';

/** /update/payment/:policyNumber: not built yet (scaffold). */
export function UpdatePaymentPage() {
  const { t } = usePaymentUpdateTranslation();
  return (
    <section>
      <h1>UpdatePaymentPage</h1>
      <p>{t('placeholder.body')}</p>
    </section>
  );
}
