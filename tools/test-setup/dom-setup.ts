import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { pageExit, resetSessionStores } from '@portal/session/testing';

// Lazy chunks (the code screen, the signed-in upkeep) are transformed on first use, which can take seconds on a busy
// machine: findBy* and waitFor wait up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Every test starts signed out with empty stores (the session store lives for the whole file).
  resetSessionStores();
  vi.mocked(pageExit.assign).mockRestore?.();
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom does not implement scrolling; the shell scrolls to the top on navigation.
window.scrollTo = () => undefined;
