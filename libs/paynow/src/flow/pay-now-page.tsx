import { usePaynowTranslation } from '../use-paynow-translation';

/** /payment/:policyNumber: not built yet (scaffold). */
export function PayNowPage() {
  const { t } = usePaynowTranslation();
  return (
    <section>
      <h1>PayNowPage</h1>
      <p>{t('placeholder.body')}</p>
    </section>
  );
}
