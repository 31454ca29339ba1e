import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingIndicator } from '@portal/ui-kit';
import { endSession } from '../session/end-session';
import { useSessionStore } from '../session/session-store';
import { useServerLogout } from './use-server-logout';

/** /logout: tells the server, ends the session (every store and cache), then shows /login. */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { mutateAsync: serverLogout } = useServerLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const signedIn = useSessionStore.getState().token !== null;
    void (signedIn ? serverLogout() : Promise.resolve()).then(() => {
      if (signedIn) endSession('logout');
      void navigate('/login', { replace: true });
    });
  }, [serverLogout, navigate]);

  return <LoadingIndicator text={t('logout.loading')} />;
}
