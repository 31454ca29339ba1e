import { useDocumentsTranslation } from '../use-documents-translation';

/** /documents/:policyNumber: not built yet (scaffold). */
export function DocumentListPage() {
  const { t } = useDocumentsTranslation();
  return (
    <section>
      <h1>DocumentListPage</h1>
      <p>{t('placeholder.body')}</p>
    </section>
  );
}
