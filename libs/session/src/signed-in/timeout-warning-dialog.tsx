import { useBrand } from '@portal/config';
import { formatClockTime } from '@portal/i18n';
import { Button, Modal } from '@portal/ui-kit';
import { useSessionTranslation } from '../use-session-translation';

export type TimeoutWarningDialogProps = {
  open: boolean;
  /** When the session ends (the token's expiry, ISO 8601). */
  endsAt: string;
  staying: boolean;
  /** 'Stay signed in' was pressed and the keep-alive call failed: the session still ends at `endsAt`. */
  notExtended: boolean;
  onStay: () => void;
  onLogout: () => void;
};

/**
 * 'Your session is about to expire': says when it ends; stay signed in (refresh the token) or log out. Closing it means
 * stay. When the refresh fails (e.g. a real API without the configured keep-alive route) it says so, honestly.
 */
export function TimeoutWarningDialog({ open, endsAt, staying, notExtended, onStay, onLogout }: TimeoutWarningDialogProps) {
  const { t } = useSessionTranslation();
  const { locale } = useBrand();
  // Only while open: the closed dialog re-renders with the signed-in area, and its text is not read until it opens.
  const time = open ? formatClockTime(endsAt, locale) : '';
  return (
    <Modal
      open={open}
      onClose={onStay}
      title={t('session:timeout.title')}
      closeLabel={t('common:close')}
      actions={
        <>
          <Button variant="secondary" onClick={onLogout}>
            {t('session:nav.logout')}
          </Button>
          <Button variant="primary" loading={staying} onClick={onStay}>
            {t('session:timeout.stay')}
          </Button>
        </>
      }
    >
      <p>{t('session:timeout.body')}</p>
      <p>{t('session:timeout.endsAt', { time })}</p>
      {notExtended ? <p role="alert">{t('session:timeout.notExtended', { time })}</p> : null}
    </Modal>
  );
}
