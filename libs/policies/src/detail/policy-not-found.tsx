import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextLink } from '@portal/ui-kit';

/**
 * A policy number that is not one of the customer's: the portal's not-found page, worded by the shell's
 * 'notFound.*' keys (the same text as libs/shell's NotFoundPage, which a feature lib may not import).
 */
export function PolicyNotFound() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="policy-not-found-heading">
      <h1 id="policy-not-found-heading">{t('notFound.heading')}</h1>
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
