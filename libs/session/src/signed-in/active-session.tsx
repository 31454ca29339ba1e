import { useNavigate } from 'react-router';
import { PostLoginLoader } from './post-login-loader';
import { endSession } from '../store/end-session';
import { TimeoutWarningDialog } from './timeout-warning-dialog';
import { useExpiryPhase } from './use-expiry-phase';
import { useKeepAlive } from './use-keep-alive';
import { useRefreshSession } from './use-refresh-session';

/**
 * The signed-in session's upkeep: post-login loading, the session check (timeout at expiry), the keep-alive and the
 * 'about to expire' dialog. Part of the signed-in area.
 */
export function ActiveSession({ expiresAt }: { expiresAt: string }) {
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const phase = useExpiryPhase(expiresAt, () => endSession('timeout'));
  useKeepAlive(() => refresh.mutate());
  return (
    <>
      <PostLoginLoader />
      <TimeoutWarningDialog
        open={phase === 'warning'}
        staying={refresh.isPending}
        onStay={() => refresh.mutate()}
        onLogout={() => void navigate('/logout')}
      />
    </>
  );
}
