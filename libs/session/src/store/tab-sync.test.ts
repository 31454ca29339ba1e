import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from './end-session';
import { setCustomerLoginId, storeToken, useSessionStore } from './session-store';
import { startTabSync, TAB_CHANNEL } from './tab-sync';

/** Another tab of the same browser: a second BroadcastChannel on the portal's channel. */
function otherTab() {
  const channel = new BroadcastChannel(TAB_CHANNEL);
  const received: unknown[] = [];
  channel.onmessage = ({ data }) => received.push(data);
  return { channel, received, post: (message: unknown) => channel.postMessage(message) };
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const stops: Array<() => void> = [];
const tabs: BroadcastChannel[] = [];

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  tabs.splice(0).forEach((channel) => channel.close());
});

describe('tab sync (a second tab joins the session; logout in one ends all)', () => {
  it('a tab that opens signed out asks, and joins the session another tab shares', async () => {
    const other = otherTab();
    tabs.push(other.channel);
    stops.push(startTabSync());
    await settle();
    expect(other.received).toEqual([{ type: 'ask' }]);
    other.post({ type: 'share', session: { customerLoginId: 'login-1', token: 'token-1', expiresAt: inMinutes(15) } });
    await settle();
    expect(useSessionStore.getState()).toMatchObject({ customerLoginId: 'login-1', token: 'token-1' });
  });

  it('ignores a shared session that has already expired', async () => {
    const other = otherTab();
    tabs.push(other.channel);
    stops.push(startTabSync());
    other.post({ type: 'share', session: { customerLoginId: 'login-1', token: 'token-1', expiresAt: inMinutes(-1) } });
    await settle();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('answers an asking tab with its session, and tells the others of a refresh and of a logout', async () => {
    setCustomerLoginId('login-2');
    storeToken('token-2', inMinutes(10));
    const other = otherTab();
    tabs.push(other.channel);
    stops.push(startTabSync());
    await settle();
    other.received.splice(0); // its opening announcement: the answer to the question must come on its own
    other.post({ type: 'ask' });
    await settle();
    expect(other.received).toContainEqual({
      type: 'share',
      session: { customerLoginId: 'login-2', token: 'token-2', expiresAt: expect.any(String) },
    });
    const later = inMinutes(20);
    storeToken('token-2', later);
    endSession('logout');
    await settle();
    expect(other.received).toContainEqual({ type: 'refreshed', token: 'token-2', expiresAt: later });
    expect(other.received).toContainEqual({ type: 'ended', reason: 'logout' });
  });

  it('tells the other tabs of a session ended by a 401 or a lock (403), with its reason', async () => {
    const other = otherTab();
    tabs.push(other.channel);
    stops.push(startTabSync());
    for (const reason of ['unauthorized', 'locked'] as const) {
      setCustomerLoginId('login-4');
      storeToken('token-4', inMinutes(10));
      endSession(reason);
    }
    await settle();
    const ended = other.received.filter((m) => (m as { type: string }).type === 'ended');
    expect(ended).toEqual([
      { type: 'ended', reason: 'unauthorized' },
      { type: 'ended', reason: 'locked' },
    ]);
  });

  it('ends its own session when another tab logs out, without echoing it back', async () => {
    setCustomerLoginId('login-3');
    storeToken('token-3', inMinutes(10));
    const other = otherTab();
    tabs.push(other.channel);
    stops.push(startTabSync());
    await settle();
    other.received.splice(0); // its opening announcement (next test)
    other.post({ type: 'ended', reason: 'logout' });
    await settle();
    expect(useSessionStore.getState()).toMatchObject({ token: null, endReason: 'logout' });
    expect(other.received).toEqual([]);
  });

  it('opening signed in, shares its session with a tab that asked before this one was listening', async () => {
    const asking = otherTab();
    tabs.push(asking.channel);
    asking.post({ type: 'ask' }); // nobody is listening yet: the first tab is still loading
    await settle();
    setCustomerLoginId('login-4');
    storeToken('token-4', inMinutes(10));
    stops.push(startTabSync());
    await settle();
    expect(asking.received).toEqual([
      { type: 'share', session: { customerLoginId: 'login-4', token: 'token-4', expiresAt: expect.any(String) } },
    ]);
  });

  it('takes another tab’s refresh, keeps its own session when another is shared, and broadcasts its login', async () => {
    const other = otherTab();
    tabs.push(other.channel);
    stops.push(startTabSync());
    await settle();
    setCustomerLoginId('login-6');
    const expiresAt = inMinutes(10);
    storeToken('token-6', expiresAt);
    await settle();
    expect(other.received).toContainEqual({ type: 'share', session: { customerLoginId: 'login-6', token: 'token-6', expiresAt } });
    const later = inMinutes(20);
    other.post({ type: 'refreshed', token: 'token-6b', expiresAt: later });
    other.post({ type: 'share', session: { customerLoginId: 'login-7', token: 'token-7', expiresAt: inMinutes(15) } });
    await settle();
    expect(useSessionStore.getState()).toMatchObject({ customerLoginId: 'login-6', token: 'token-6b', expiresAt: later });
    // Applying the other tab's refresh is not echoed back.
    expect(other.received.filter((m) => (m as { type: string }).type === 'refreshed')).toEqual([]);
  });

  it('does not end or change the other tabs’ session when its own token merely timed out: they hear nothing', async () => {
    setCustomerLoginId('login-8');
    storeToken('token-8', inMinutes(10));
    const other = otherTab();
    tabs.push(other.channel);
    stops.push(startTabSync());
    await settle();
    other.received.splice(0); // its opening announcement
    endSession('timeout');
    await settle();
    expect(other.received).toEqual([]);
  });

  it('after its own timeout, a late end in this tab (a session already over) does not end the session the others hold', async () => {
    setCustomerLoginId('login-9');
    storeToken('token-9', inMinutes(10));
    const other = otherTab();
    tabs.push(other.channel);
    stops.push(startTabSync());
    await settle();
    other.received.splice(0);
    endSession('timeout');
    endSession('unauthorized');
    endSession('logout');
    await settle();
    expect(other.received).toEqual([]);
  });

  it('never joins a shared session it could not use: one without its login id, token or expiry', async () => {
    const other = otherTab();
    tabs.push(other.channel);
    stops.push(startTabSync());
    const session = { customerLoginId: 'login-10', token: 'token-10', expiresAt: inMinutes(15) };
    for (const missing of ['customerLoginId', 'token', 'expiresAt'] as const) {
      other.post({ type: 'share', session: { ...session, [missing]: null } });
      await settle();
      expect(useSessionStore.getState()).toMatchObject({ customerLoginId: null, token: null, expiresAt: null });
    }
  });

  it('a signed-out tab answers no question and is not signed in by another tab’s refresh or end', async () => {
    const other = otherTab();
    tabs.push(other.channel);
    stops.push(startTabSync());
    await settle();
    other.received.splice(0); // its opening question
    other.post({ type: 'ask' });
    other.post({ type: 'refreshed', token: 'token-11', expiresAt: inMinutes(20) });
    other.post({ type: 'ended', reason: 'unauthorized' });
    await settle();
    expect(other.received).toEqual([]);
    expect(useSessionStore.getState()).toMatchObject({ customerLoginId: null, token: null, endReason: null });
  });

  it('a tab that joined another tab’s session still tells the others of its own refresh and logout', async () => {
    const other = otherTab();
    tabs.push(other.channel);
    stops.push(startTabSync());
    other.post({ type: 'share', session: { customerLoginId: 'login-12', token: 'token-12', expiresAt: inMinutes(15) } });
    await settle();
    expect(useSessionStore.getState().token).toBe('token-12');
    other.received.splice(0);
    const later = inMinutes(20);
    storeToken('token-12b', later);
    endSession('logout');
    await settle();
    expect(other.received).toEqual([
      { type: 'refreshed', token: 'token-12b', expiresAt: later },
      { type: 'ended', reason: 'logout' },
    ]);
  });
});
