import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_END_STORAGE_KEY, SESSION_STORAGE_KEY } from '@portal/session/storage-key';
import { CLIENT_RENDER_ATTRIBUTE, prerenderGate } from './prerender-gate';

const runGate = () => new Function(prerenderGate.script)();
const rendersAfresh = () => document.documentElement.hasAttribute(CLIENT_RENDER_ATTRIBUTE);

describe('the prerender gate', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
    sessionStorage.clear();
  });

  it('hydrates the prerendered login screen for a visitor nobody signed in on /login, and on / (moved to /login)', () => {
    window.history.pushState({}, '', '/login');
    runGate();
    expect(rendersAfresh()).toBe(false);
    window.history.pushState({}, '', '/?x=1');
    runGate();
    expect(rendersAfresh()).toBe(false);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?x=1');
  });

  it('renders afresh when signed in', () => {
    window.history.pushState({}, '', '/login');
    sessionStorage.setItem(SESSION_STORAGE_KEY, '{}');
    runGate();
    expect(rendersAfresh()).toBe(true);
  });

  it('renders afresh when the tab kept why its last session ended: the prerendered screen has no notice to say it', () => {
    window.history.pushState({}, '', '/login');
    sessionStorage.setItem(SESSION_END_STORAGE_KEY, 'unauthorized');
    runGate();
    expect(rendersAfresh()).toBe(true);
  });
});
