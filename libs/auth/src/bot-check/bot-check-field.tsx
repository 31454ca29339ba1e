import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useRegionalConfig } from '@portal/config';
import { ErrorMessage, FieldError, Hint, Stack, VisuallyHidden } from '@portal/ui-kit';
import { loadBotCheckScript } from './load-bot-check-script';
import { useBotCheckWidget } from './use-bot-check-widget';
import { useVerifyBotCheck } from './use-verify-bot-check';
import { useAuthTranslation } from '../use-auth-translation';

const StyledGroup = styled(Stack).attrs({ $gap: 1 })``;

const StyledLabel = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** Fetches reCAPTCHA's script ahead of time (the form calls it once idle, so the widget is there when shown). */
export const preloadBotCheckWidget = (scriptUrl: string) => loadBotCheckScript(scriptUrl);

export type BotCheckFieldProps = {
  /** Id of the widget's container: the error summary's link target. */
  id: string;
  error?: string;
  errorPrefix?: string;
  /** Changing this number resets the widget (after a failed login). */
  resetCount: number;
  /** A token passed verification (or the verification call failed, which counts as a pass). */
  onVerified: (token: string) => void;
  /** The verification said no (success false), or the token expired: the form's value is cleared. */
  onRejected: (reason: 'failed' | 'expired') => void;
  /** A verification started; it settles after onVerified or onRejected (a submit waits for it). */
  onVerifying?: (verification: Promise<void>) => void;
};

/** The bot check (section 5): renders the configured reCAPTCHA widget, verifies each token, resets on failure. */
export function BotCheckField({ id, error, errorPrefix, resetCount, onVerified, onRejected, onVerifying }: BotCheckFieldProps) {
  const { t } = useAuthTranslation();
  const { captcha } = useRegionalConfig();
  const container = useRef<HTMLDivElement>(null);
  const verify = useVerifyBotCheck();
  // Which widget round (resetCount) holds a verified answer; a reset or an expiry starts a new round.
  const [verifiedRound, setVerifiedRound] = useState<number | null>(null);
  // The verification call failed and the check passed anyway (section 8): the customer is told.
  const [unavailable, setUnavailable] = useState(false);
  const { loadFailed, reset } = useBotCheckWidget(container, {
    scriptUrl: captcha.scriptUrl,
    siteKey: captcha.siteKey,
    onToken: (token) => {
      const verification = verify.mutateAsync(token).then((verdict) => {
        setUnavailable(verdict.unavailable);
        if (verdict.success) {
          setVerifiedRound(resetCount);
          return onVerified(token);
        }
        setVerifiedRound(null);
        onRejected('failed');
        reset();
      });
      onVerifying?.(verification.catch(() => undefined));
    },
    onExpired: () => {
      setVerifiedRound(null);
      onRejected('expired');
    },
  });

  useEffect(() => {
    if (resetCount > 0) reset();
  }, [resetCount, reset]);

  const verified = verifiedRound === resetCount;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <StyledGroup role="group" aria-labelledby={`${id}-label`} aria-describedby={errorId}>
      <StyledLabel id={`${id}-label`}>{t('botCheck.label')}</StyledLabel>
      <FieldError id={errorId} error={error} prefix={errorPrefix} />
      {loadFailed ? <ErrorMessage role="alert">{t('botCheck.loadFailed')}</ErrorMessage> : null}
      <div id={id} ref={container} tabIndex={-1} />
      {verified && unavailable ? <Hint role="alert">{t('botCheck.unavailable')}</Hint> : null}
      <VisuallyHidden role="status">{verified ? t('botCheck.verified') : ''}</VisuallyHidden>
    </StyledGroup>
  );
}
