import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PostLoginLoader } from './post-login-loader';
import { endSession } from '../store/end-session';
import { SessionExtendedStatus } from './session-extended-status';
import { TimeoutWarningDialog } from './timeout-warning-dialog';
import { useExpiryPhase } from './use-expiry-phase';
import { useKeepAlive } from './use-keep-alive';
import { useRefreshSession } from './use-refresh-session';
import { portalPaths } from '../paths/portal-paths';

/**
 * The signed-in session's upkeep: post-login loading, the session check (timeout at expiry), the keep-alive and the
 * 'about to expire' dialog, which says when the session ends and when a refresh could not extend it (a failed
 * keep-alive never extends the session silently, nor ends it silently). Part of the signed-in area.
 */
export function ActiveSession({ expiresAt }: { expiresAt: string }) {
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const phase = useExpiryPhase(expiresAt, () => endSession('timeout'));
  // The expiry a failed 'Stay signed in' could not move (a new expiry starts afresh).
  const [notExtended, setNotExtended] = useState<string | null>(null);
  // The expiry 'Stay signed in' gave: said politely while it is the session's (a later keep-alive clears it, silently).
  const [extendedTo, setExtendedTo] = useState<string | null>(null);
  useKeepAlive(() => refresh.mutate());
  const stay = () =>
    refresh.mutate(undefined, { onSuccess: ({ ExpiresAt }) => setExtendedTo(ExpiresAt), onError: () => setNotExtended(expiresAt) });
  return (
    <>
      <PostLoginLoader />
      <TimeoutWarningDialog
        open={phase === 'warning'}
        endsAt={expiresAt}
        staying={refresh.isPending}
        notExtended={notExtended === expiresAt}
        onStay={stay}
        onLogout={() => void navigate(portalPaths.logout)}
      />
      <SessionExtendedStatus endsAt={extendedTo === expiresAt ? expiresAt : null} />
    </>
  );
}
