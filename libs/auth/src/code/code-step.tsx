import { CodeForm } from './code-form';
import { LockedNotice } from './locked-notice';

/**
 * The login page's second half (the code screen, or the locked state): a lazy chunk, fetched while the customer
 * fills in the login form, so the landing page's entry chunk carries only what its first screen needs.
 */
export default function CodeStep({ locked }: { locked: boolean }) {
  return locked ? <LockedNotice /> : <CodeForm />;
}
