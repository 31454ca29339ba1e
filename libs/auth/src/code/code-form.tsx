import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Actions, Button, ErrorSummary, Stack, VisuallyHidden } from '@portal/ui-kit';
import { LoginProblemAlert } from '../login/login-problem-alert';
import { restartLogin, useLoginFlowStore } from '../login/login-flow-store';
import { CodeInputs } from './code-inputs';
import { CODE_LENGTH, emptyCode, isCompleteCode } from './code-rules';
import { ResendControl } from './resend-control';
import { useCodeCalls } from './use-code-calls';
import { setCustomerLoginId } from '@portal/session';
import { useAuthTranslation } from '../use-auth-translation';

const StyledForm = styled(Stack).attrs({ $gap: 6 })``;

const FIRST_DIGIT_ID = 'code-digit';

/**
 * The one-time code screen (section 2): six boxes, Resend with its countdown, Continue and Cancel. Its state is kept by
 * hand, as the login form's is, not by a form library: section 5's one rule (six digits) needs none, and react-hook-form
 * with its zod resolver was 14 kB gz of this lazy chunk, evaluated while the customer typed the login form (issue 48:
 * a 104-199 ms task on the mid-tier phone, the sign-in's INP). Validated on submit, then again on every change.
 */
export function CodeForm() {
  const { t } = useAuthTranslation();
  const { destination, problem } = useLoginFlowStore();
  const firstBox = useRef<HTMLInputElement>(null);
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [resent, setResent] = useState(false);
  const [code, setCode] = useState(emptyCode);
  // Each Continue counts (the error summary takes focus at each); a cleared form starts again at none.
  const [submitCount, setSubmitCount] = useState(0);
  // A paste that is not six digits: said at the boxes (and announced), focus stays where the customer is.
  const [pasteRejected, setPasteRejected] = useState(false);
  const clear = () => {
    setCode(emptyCode());
    setSubmitCount(0);
  };
  const { validate, resend } = useCodeCalls({
    onCodeRefused: () => {
      clear();
      firstBox.current?.focus();
    },
    onResent: () => {
      clear();
      setSentAt(Date.now());
      setResent(true);
      firstBox.current?.focus();
    },
  });

  useEffect(() => firstBox.current?.focus(), []);

  const cancel = () => {
    setCustomerLoginId(null);
    restartLogin();
  };
  const codeError = submitCount > 0 && !isCompleteCode(code) ? t('auth:code.required') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    if (isCompleteCode(code)) validate.mutate(code.join(''));
  };

  return (
    <StyledForm as="form" noValidate onSubmit={submit}>
      <h2>{t('auth:code.heading')}</h2>
      {problem ? <LoginProblemAlert problem={problem} /> : null}
      <ErrorSummary
        title={t('common:errorSummaryTitle')}
        errors={codeError ? [{ fieldId: `${FIRST_DIGIT_ID}-1`, message: codeError }] : []}
        focusKey={submitCount}
      />
      <CodeInputs
        ref={firstBox}
        idPrefix={FIRST_DIGIT_ID}
        legend={t('auth:code.legend')}
        hint={t('auth:code.sentTo', { destination })}
        error={codeError ?? (pasteRejected ? t('auth:code.pasteInvalid') : undefined)}
        errorPrefix={t('common:errorPrefix')}
        value={code}
        onChange={(digits) => {
          setPasteRejected(false);
          setCode(digits);
        }}
        digitLabel={(index) => t('auth:code.digitLabel', { index, total: CODE_LENGTH })}
        onPasteRejected={() => setPasteRejected(true)}
      />
      <VisuallyHidden role="status">{pasteRejected ? t('auth:code.pasteInvalid') : ''}</VisuallyHidden>
      <ResendControl sentAt={sentAt} resent={resent} pending={resend.isPending} onResend={() => resend.mutate()} />
      <Actions>
        <Button type="submit" loading={validate.isPending} loadingText={t('auth:login.validating')}>
          {t('common:continue')}
        </Button>
        <Button variant="secondary" onClick={cancel}>
          {t('common:cancel')}
        </Button>
      </Actions>
    </StyledForm>
  );
}
