import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@portal/ui-kit';

export type TimeoutWarningDialogProps = {
  open: boolean;
  staying: boolean;
  onStay: () => void;
  onLogout: () => void;
};

/** 'Your session is about to expire': stay signed in (refresh the token) or log out. Closing it means stay. */
export function TimeoutWarningDialog({ open, staying, onStay, onLogout }: TimeoutWarningDialogProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Modal
      open={open}
      onClose={onStay}
      title={t('auth:timeout.title')}
      closeLabel={t('common:close')}
      actions={
        <>
          <Button variant="secondary" onClick={onLogout}>
            {t('auth:timeout.logout')}
          </Button>
          <Button variant="primary" loading={staying} onClick={onStay}>
            {t('auth:timeout.stay')}
          </Button>
        </>
      }
    >
      <p>{t('auth:timeout.body')}</p>
    </Modal>
  );
}
