import { useContactsTranslation } from '../use-contacts-translation';

/** /contacts: not built yet (scaffold). */
export function ContactsPage() {
  const { t } = useContactsTranslation();
  return (
    <section>
      <h1>ContactsPage</h1>
      <p>{t('placeholder.body')}</p>
    </section>
  );
}
