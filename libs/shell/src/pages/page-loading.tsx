import { LoadingIndicator } from '@portal/ui-kit';
import { useShellTranslation } from '../use-shell-translation';

/** Inside the frame while the router finds a first visit's page (the signed-in pages are discovered, not listed). */
export function PageLoading() {
  const { t } = useShellTranslation();
  return <LoadingIndicator text={t('common:loading')} />;
}
