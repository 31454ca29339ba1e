import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingIndicator } from '@portal/ui-kit';
import { useServerLogout } from './use-server-logout';
import { currentToken, endSession, portalPaths } from '@portal/session';
import { useAuthTranslation } from '../use-auth-translation';

/** /logout: tells the server, ends the session (every store and cache), then shows /login. */
export function LogoutPage() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const { mutateAsync: serverLogout } = useServerLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const signedIn = currentToken() !== null;
    void (signedIn ? serverLogout() : Promise.resolve()).then(() => {
      if (signedIn) endSession('logout');
      void navigate(portalPaths.login, { replace: true });
    });
  }, [serverLogout, navigate]);

  return <LoadingIndicator text={t('logout.loading')} />;
}
