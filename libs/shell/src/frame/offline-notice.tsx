import { useOnline } from '@portal/session';
import { Banner } from '@portal/ui-kit';
import { useShellTranslation } from '../use-shell-translation';

/**
 * A notice while the browser is offline. The live region is always in the page, so the notice is announced politely
 * when it appears; nothing else changes: forms keep what was typed, and paused queries resume on their own when the
 * connection returns (TanStack Query's onlineManager).
 */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useShellTranslation();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <Banner tone="warning" role="none" title={t('offline.title')}>
          {t('offline.body')}
        </Banner>
      )}
    </div>
  );
}
