import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { Button, Modal } from '@portal/ui-kit';
import { useContactsTranslation } from '../use-contacts-translation';

export type LeaveUnsavedDialogProps = {
  /** Save was pressed offline and the details wait for the connection (for the page). */
  waiting: boolean;
  /** The same, read as a navigation starts. */
  isWaiting: () => boolean;
  /** Ends the wait unsaved. */
  onAbandon: () => void;
};

/**
 * Leaving the form while its details wait for the connection asks first: stay (they are saved when the connection is
 * back) or leave without saving (the wait ends, nothing is sent). Closing the browser tab asks through the browser's
 * own prompt. The question goes away by itself when the connection returns and the save goes ahead.
 */
export function LeaveUnsavedDialog(props: LeaveUnsavedDialogProps) {
  // The portal's router is a data router, which blocking needs; a story's MemoryRouter is not (no question asked there).
  return useContext(UNSAFE_DataRouterContext) ? <BlockingDialog {...props} /> : null;
}

function BlockingDialog({ waiting, isWaiting, onAbandon }: LeaveUnsavedDialogProps) {
  const { t } = useContactsTranslation();
  const blocker = useBlocker(isWaiting);
  const { state, reset } = blocker;
  useEffect(() => {
    if (!waiting && state === 'blocked') reset();
  }, [waiting, state, reset]);
  useEffect(() => {
    if (!waiting) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [waiting]);

  const stay = () => blocker.reset?.();
  const leave = () => {
    onAbandon();
    blocker.proceed?.();
  };
  return (
    <Modal
      open={state === 'blocked'}
      onClose={stay}
      title={t('leave.title')}
      closeLabel={t('common:close')}
      actions={
        <>
          <Button variant="secondary" onClick={leave}>
            {t('leave.discard')}
          </Button>
          <Button variant="primary" onClick={stay}>
            {t('leave.stay')}
          </Button>
        </>
      }
    >
      <p>{t('leave.body')}</p>
    </Modal>
  );
}
