import styled from 'styled-components';
import { Button, Cluster, Hint, VisuallyHidden } from '@portal/ui-kit';
import { useCountdown } from './use-countdown';
import { useAuthTranslation } from '../use-auth-translation';

/** Section 9: a new code can be asked for 30 seconds after the last one was sent. */
export const RESEND_WAIT_SECONDS = 30;

/** The visible confirmation of a new code (screen readers hear it from the live region below). */
const StyledResent = styled.p`
  flex-basis: 100%;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export type ResendControlProps = {
  /** When the current code was sent (ms since the epoch). */
  sentAt: number;
  /** A new code was just sent (announced once). */
  resent: boolean;
  pending: boolean;
  onResend: () => void;
};

/**
 * 'Resend' with a visible 30-second countdown. Screen readers hear it twice only: when the wait starts and when a
 * new code can be asked for (a polite live region whose text changes at those two moments and no other).
 */
export function ResendControl({ sentAt, resent, pending, onResend }: ResendControlProps) {
  const { t } = useAuthTranslation();
  const remaining = useCountdown(sentAt, RESEND_WAIT_SECONDS);
  const waiting = remaining > 0;
  const announcement = waiting
    ? [resent ? t('code.resent') : '', t('code.resendIn', { count: RESEND_WAIT_SECONDS })].filter(Boolean).join(' ')
    : t('code.resendAvailable');
  return (
    <Cluster $rowGap={1}>
      <Button
        variant="secondary"
        aria-disabled={waiting || undefined}
        aria-describedby={waiting ? 'code-resend-wait' : undefined}
        loading={pending}
        onClick={onResend}
      >
        {t('code.resend')}
      </Button>
      {resent && waiting ? <StyledResent aria-hidden="true">{t('code.resent')}</StyledResent> : null}
      {waiting ? (
        <Hint id="code-resend-wait" aria-hidden="true">
          {t('code.resendIn', { count: remaining })}
        </Hint>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Cluster>
  );
}
