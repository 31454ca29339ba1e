import { useEffect } from 'react';
import { preloadSignedInArea } from '@portal/session';
import { preloadWhenIdle } from '../login/preload';
import { CodeForm } from './code-form';
import { LockedNotice } from './locked-notice';

/**
 * The login page's second half (the code screen, or the locked state): a lazy chunk, fetched while the customer
 * fills in the login form, so the landing page's entry chunk carries only what its first screen needs.
 */
export default function CodeStep({ locked }: { locked: boolean }) {
  // While the code is typed, fetch the signed-in area, so the first page after the code does not wait for it.
  useEffect(() => (locked ? undefined : preloadWhenIdle(preloadSignedInArea)), [locked]);
  return locked ? <LockedNotice /> : <CodeForm />;
}
