import { useOnline } from '@portal/session';
import { Banner } from '@portal/ui-kit';
import { useContactsTranslation } from '../use-contacts-translation';

/**
 * Beside Save, where the customer acts (the page's own offline notice is at the top of a long form): offline, Save
 * will wait for the connection; once pressed, the details are waiting to be saved. A polite live region that is
 * always in the page, so each notice is announced as it appears.
 */
export function OfflineSaveNotice({ waiting }: { waiting: boolean }) {
  const { t } = useContactsTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online && !waiting ? null : (
        <Banner tone="warning" role="none">
          {waiting ? t('edit.offlineWaiting') : t('edit.offlineBeforeSave')}
        </Banner>
      )}
    </div>
  );
}
