import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { prepareFormats } from '@portal/i18n';
import { preloadWhenIdle } from '../login/preload';
import type { LoginRedirectState } from '../routes/require-session';
import { preloadSignedInPage } from '../routes/signed-in-discovery';
import { CodeForm } from './code-form';
import { LockedNotice } from './locked-notice';

/**
 * The login page's second half (the code screen, or the locked state): a lazy chunk, fetched while the customer
 * fills in the login form, so the landing page's entry chunk carries only what its first screen needs.
 */
export default function CodeStep({ locked }: { locked: boolean }) {
  // While the code is typed, fetch the chunks of the page the code opens (the one a guard sent the customer from, else
  // the dashboard), so that page does not wait for them.
  const landing = (useLocation().state as LoginRedirectState | null)?.from?.pathname ?? '/';
  useEffect(() => (locked ? undefined : preloadWhenIdle(() => preloadSignedInPage(landing))), [locked, landing]);
  // And the money and date forms its cards show (each costs milliseconds to make the first time).
  useEffect(() => (locked ? undefined : preloadWhenIdle(async () => prepareFormats())), [locked]);
  return locked ? <LockedNotice /> : <CodeForm />;
}
