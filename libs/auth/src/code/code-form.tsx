import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Actions, Button, ErrorSummary, Stack, VisuallyHidden } from '@portal/ui-kit';
import { LoginProblemAlert } from '../login/login-problem-alert';
import { restartLogin, useLoginFlowStore } from '../login/login-flow-store';
import { CodeInputs } from './code-inputs';
import { buildCodeSchema, type CodeValues } from './code-schema';
import { CODE_LENGTH, emptyCode } from './code-rules';
import { ResendControl } from './resend-control';
import { useCodeCalls } from './use-code-calls';
import { setCustomerLoginId } from '@portal/session';
import { useAuthTranslation } from '../use-auth-translation';

const StyledForm = styled(Stack).attrs({ $gap: 6 })``;

const FIRST_DIGIT_ID = 'code-digit';

/** The one-time code screen (section 2): six boxes, Resend with its countdown, Continue and Cancel. */
export function CodeForm() {
  const { t } = useAuthTranslation();
  const { destination, problem } = useLoginFlowStore();
  const firstBox = useRef<HTMLInputElement>(null);
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [resent, setResent] = useState(false);
  const schema = useMemo(() => buildCodeSchema(t('auth:code.required')), [t]);
  // A paste that is not six digits: said at the boxes (and announced), focus stays where the customer is.
  const [pasteRejected, setPasteRejected] = useState(false);
  const { control, handleSubmit, reset, formState } = useForm<CodeValues>({
    defaultValues: { code: emptyCode() },
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { validate, resend } = useCodeCalls({
    onCodeRefused: () => {
      reset({ code: emptyCode() });
      firstBox.current?.focus();
    },
    onResent: () => {
      reset({ code: emptyCode() });
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
  const codeError = formState.errors.code?.message;

  return (
    <StyledForm as="form" noValidate onSubmit={handleSubmit(({ code }) => validate.mutate(code.join('')))}>
      <h2>{t('auth:code.heading')}</h2>
      {problem ? <LoginProblemAlert problem={problem} /> : null}
      <ErrorSummary
        title={t('common:errorSummaryTitle')}
        errors={codeError ? [{ fieldId: `${FIRST_DIGIT_ID}-1`, message: codeError }] : []}
        focusKey={formState.submitCount}
      />
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <CodeInputs
            ref={firstBox}
            idPrefix={FIRST_DIGIT_ID}
            legend={t('auth:code.legend')}
            hint={t('auth:code.sentTo', { destination })}
            error={codeError ?? (pasteRejected ? t('auth:code.pasteInvalid') : undefined)}
            errorPrefix={t('common:errorPrefix')}
            value={field.value}
            onChange={(digits) => {
              setPasteRejected(false);
              field.onChange(digits);
            }}
            digitLabel={(index) => t('auth:code.digitLabel', { index, total: CODE_LENGTH })}
            onPasteRejected={() => setPasteRejected(true)}
          />
        )}
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
