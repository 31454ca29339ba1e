import { useLayoutEffect, useRef } from 'react';
import { Banner } from '@portal/ui-kit';
import { useSessionEndReason } from '../store/session-store';
import { useSessionTranslation } from '../use-session-translation';

/**
 * Why the last session ended, for the login page: it timed out (section 8's wording, a polite status), or the server
 * ended it (a 401 on any call: the customer was in the middle of something, so an alert). A live region announces
 * what changes in it, and the login page appears with the alert: its words go in just after it (a layout effect,
 * before the first paint, so it never shows empty). Nothing after a logout the customer asked for, or when no session
 * ended.
 */
export function SessionEndNotice() {
  const { t } = useSessionTranslation();
  const reason = useSessionEndReason();
  const words = useRef<HTMLSpanElement>(null);
  const ended = reason === 'unauthorized' ? t('session:ended.unauthorized') : '';
  useLayoutEffect(() => {
    if (words.current) words.current.textContent = ended;
  }, [ended]);
  if (reason === 'timeout') return <Banner tone="warning">{t('session:ended.timeout')}</Banner>;
  if (reason !== 'unauthorized') return null;
  return (
    <Banner tone="warning" role="alert">
      <span ref={words} />
    </Banner>
  );
}
