import { Link } from 'react-router';
import { usePageTitle } from '@portal/i18n';
import { useSession, portalPaths } from '@portal/session';
import { TextLink } from '@portal/ui-kit';
import { useShellTranslation } from '../use-shell-translation';

/**
 * Section 2: 'Page not found', the likely causes, and where to go. Signed in, it points to the menu and the policies;
 * signed out there is no menu, so it points to the login page. Titles the document 'Page not found' also where it
 * stands in for a feature page (a policy number not the customer's).
 */
export function NotFoundPage() {
  const { t } = useShellTranslation();
  const { isSignedIn } = useSession();
  usePageTitle('shell:notFound.heading');
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
        {t(isSignedIn ? 'notFound.useMenu' : 'notFound.signedOut')}{' '}
        <TextLink as={Link} to={isSignedIn ? portalPaths.dashboard : portalPaths.login}>
          {t(isSignedIn ? 'notFound.homeLink' : 'notFound.loginLink')}
        </TextLink>
        .
      </p>
    </section>
  );
}
