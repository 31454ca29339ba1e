import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextLink } from '@portal/ui-kit';

/** Section 2: 'Page not found', the likely causes, and a pointer to the menu. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{t('notFound.heading')}</h1>
      <p>{t('notFound.intro')}</p>
      <ul>
        <li>{t('notFound.causeLink')}</li>
        <li>{t('notFound.causeTyped')}</li>
        <li>{t('notFound.causeDeleted')}</li>
        <li>{t('notFound.causeMoved')}</li>
      </ul>
      <p>
        {t('notFound.useMenu')}{' '}
        <TextLink as={Link} to="/">
          {t('notFound.homeLink')}
        </TextLink>
        .
      </p>
    </section>
  );
}
