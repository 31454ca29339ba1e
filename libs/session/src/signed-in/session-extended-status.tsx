import { useBrand } from '@portal/config';
import { formatClockTime } from '@portal/i18n';
import { VisuallyHidden } from '@portal/ui-kit';
import { useSessionTranslation } from '../use-session-translation';

/**
 * A polite live region that says the session was extended, and until when, after 'Stay signed in' (WCAG 2.2.1): the
 * dialog closes, so without it a screen-reader user would not know the action worked. Always mounted (a live region
 * must exist before its text changes); silent for the keep-alive's own refreshes.
 */
export function SessionExtendedStatus({ endsAt }: { endsAt: string | null }) {
  const { t } = useSessionTranslation();
  const { locale } = useBrand();
  const time = endsAt ? formatClockTime(endsAt, locale) : '';
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {endsAt ? t('session:timeout.extended', { time }) : ''}
    </VisuallyHidden>
  );
}
