import { useDocumentsTranslation } from '../use-documents-translation';

/** /documents/:policyNumber/view: not built yet (scaffold). */
export function DocumentViewerPage() {
  const { t } = useDocumentsTranslation();
  return (
    <section>
      <h1>DocumentViewerPage</h1>
      <p>{t('placeholder.body')}</p>
    </section>
  );
}
