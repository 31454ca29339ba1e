import { Button, Modal } from '@portal/ui-kit';
import { useSessionTranslation } from '../use-session-translation';

export type TimeoutWarningDialogProps = {
  open: boolean;
  staying: boolean;
  onStay: () => void;
  onLogout: () => void;
};

/** 'Your session is about to expire': stay signed in (refresh the token) or log out. Closing it means stay. */
export function TimeoutWarningDialog({ open, staying, onStay, onLogout }: TimeoutWarningDialogProps) {
  const { t } = useSessionTranslation();
  return (
    <Modal
      open={open}
      onClose={onStay}
      title={t('session:timeout.title')}
      closeLabel={t('common:close')}
      actions={
        <>
          <Button variant="secondary" onClick={onLogout}>
            {t('session:timeout.logout')}
          </Button>
          <Button variant="primary" loading={staying} onClick={onStay}>
            {t('session:timeout.stay')}
          </Button>
        </>
      }
    >
      <p>{t('session:timeout.body')}</p>
    </Modal>
  );
}
