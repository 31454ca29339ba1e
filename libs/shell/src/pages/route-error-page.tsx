import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '@portal/telemetry';
import { Button } from '@portal/ui-kit';
import { isChunkLoadError, reloadOnceForNewDeploy } from '../lifecycle/page-lifecycle';
import { useShellTranslation } from '../use-shell-translation';

/**
 * A route failed to render or its chunk failed to load. A chunk failure after a deploy reloads once to the
 * intended URL; anything else (or a second chunk failure) shows a recoverable error.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useShellTranslation();
  // Offline, a reload would only swap the portal for the browser's own error page: show ours, with Try again.
  const reloading = isChunkLoadError(error) && navigator.onLine && reloadOnceForNewDeploy(window.location.href);
  // Reported when shown: a chunk failure that the reload to the new deploy cures is not the customer's failure.
  useEffect(() => {
    if (!reloading) reportError(error, isChunkLoadError(error) ? 'chunk' : 'boundary');
  }, [error, reloading]);
  if (reloading) return null;
  return (
    <section role="alert" aria-labelledby="route-error-heading">
      <h1 id="route-error-heading">{t('error.heading')}</h1>
      <p>{t('error.body')}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('common:tryAgain')}
      </Button>
    </section>
  );
}
