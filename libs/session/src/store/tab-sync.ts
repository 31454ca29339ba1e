import { endSession } from './end-session';
import { isExpired, setCustomerLoginId, storeToken, useSessionStore, type SessionData, type SessionEndReason } from './session-store';

/** The channel the portal's tabs of one browser talk on (same origin only; messages live in memory). */
export const TAB_CHANNEL = 'portal:session';

type TabMessage =
  | { type: 'ask' }
  | { type: 'share'; session: SessionData }
  | { type: 'ended'; reason: SessionEndReason }
  | { type: 'refreshed'; token: string; expiresAt: string };

const isComplete = (session: SessionData): session is { customerLoginId: string; token: string; expiresAt: string } =>
  Boolean(session.customerLoginId && session.token && session.expiresAt);

/**
 * Keeps the portal's tabs of one browser in one session: a tab that opens signed out asks the others and joins a
 * signed-in one; a login, a keep-alive refresh and a logout (or a 401) in one tab reach the others. The token travels
 * over a same-origin BroadcastChannel only: never localStorage, a cookie or a URL. Returns the stop function.
 */
export function startTabSync(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(TAB_CHANNEL);
  // True while this tab applies another tab's news, so that it is not sent back.
  let applying = false;
  const apply = (change: () => void) => {
    applying = true;
    try {
      change();
    } finally {
      applying = false;
    }
  };

  channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
    const { customerLoginId, token, expiresAt } = useSessionStore.getState();
    if (data.type === 'ask' && token) {
      channel.postMessage({ type: 'share', session: { customerLoginId, token, expiresAt } } satisfies TabMessage);
    } else if (data.type === 'share' && !token && isComplete(data.session) && !isExpired(data.session.expiresAt)) {
      const shared = data.session;
      apply(() => {
        setCustomerLoginId(shared.customerLoginId);
        storeToken(shared.token, shared.expiresAt);
      });
    } else if (data.type === 'ended' && token) {
      apply(() => endSession(data.reason));
    } else if (data.type === 'refreshed' && token && data.expiresAt !== expiresAt) {
      apply(() => storeToken(data.token, data.expiresAt));
    }
  };

  const unsubscribe = useSessionStore.subscribe((now, before) => {
    if (applying) return;
    if (before.token && !now.token && now.endReason !== null && now.endReason !== 'timeout') {
      channel.postMessage({ type: 'ended', reason: now.endReason } satisfies TabMessage);
    } else if (!before.token && now.token) {
      channel.postMessage({
        type: 'share',
        session: { customerLoginId: now.customerLoginId, token: now.token, expiresAt: now.expiresAt },
      } satisfies TabMessage);
    } else if (before.token && now.token && now.expiresAt && now.expiresAt !== before.expiresAt) {
      channel.postMessage({ type: 'refreshed', token: now.token, expiresAt: now.expiresAt } satisfies TabMessage);
    }
  });

  // A tab opening signed out asks; a tab opening signed in says so, for a tab that asked while this one was still
  // loading (a link opened in a new tab before the first had started) and so heard no answer.
  const { customerLoginId, token, expiresAt } = useSessionStore.getState();
  channel.postMessage((token ? { type: 'share', session: { customerLoginId, token, expiresAt } } : { type: 'ask' }) satisfies TabMessage);
  return () => {
    unsubscribe();
    channel.close();
  };
}
