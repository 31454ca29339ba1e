import { useContactsTranslation } from '../use-contacts-translation';

/** /contacts/update: not built yet (scaffold). */
export function ContactsUpdatePage() {
  const { t } = useContactsTranslation();
  return (
    <section>
      <h1>ContactsUpdatePage</h1>
      <p>{t('placeholder.body')}</p>
    </section>
  );
}
