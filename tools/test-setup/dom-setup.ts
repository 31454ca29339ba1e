import '@testing-library/jest-dom/vitest';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { onMissingWording, setDisplayLanguage } from '@portal/i18n';
import { pageExit, resetSessionStores } from '@portal/session/testing';

// Lazy chunks (the code screen, the signed-in upkeep) are transformed on first use, which can take seconds on a busy
// machine: findBy* and waitFor wait up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

// Test files share a worker (vitest.config.ts: isolate false), so nothing of one test may outlive it: its React trees,
// the queries of every QueryClient it mounted (a retry or poll would otherwise reach the next file's sandbox), its
// stores, storage, fake timers and the display language (money and dates back in English, no <html lang>). This file
// runs once per test file, the patch once per worker.
const patched = Symbol.for('portal.test.mountedQueryClients');
const prototype = QueryClient.prototype as QueryClient & { [patched]?: Set<QueryClient> };
if (!prototype[patched]) {
  const mounted = new Set<QueryClient>();
  const mount = prototype.mount;
  prototype[patched] = mounted;
  prototype.mount = function (this: QueryClient) {
    mounted.add(this);
    mount.call(this);
  };
}
const clients = prototype[patched];

// A wording key no resource holds fails the test that looked it up (a key removed from a lib's wording, a brand
// override or a language without it): the production handler only warns.
const missingWording: string[] = [];
onMissingWording((key) => missingWording.push(key));

afterEach(() => {
  cleanup();
  // What a test wrote into the document itself (not through render): a later file's queries would find it.
  document.body.replaceChildren();
  for (const client of clients) {
    void client.cancelQueries();
    client.clear();
  }
  clients.clear();
  vi.useRealTimers();
  // Every test starts signed out with empty stores (the session store lives for the whole file).
  resetSessionStores();
  vi.mocked(pageExit.assign).mockRestore?.();
  sessionStorage.clear();
  localStorage.clear();
  setDisplayLanguage('en');
  document.documentElement.removeAttribute('lang');
  const missing = missingWording.splice(0);
  if (missing.length > 0) throw new Error(`Wording keys missing from every resource: ${[...new Set(missing)].join(', ')}`);
});

// jsdom does not implement scrolling; the shell scrolls to the top on navigation.
window.scrollTo = () => undefined;
