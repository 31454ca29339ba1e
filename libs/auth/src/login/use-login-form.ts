import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useRegionalConfig } from '@portal/config';
import type { ErrorSummaryItem } from '@portal/ui-kit';
import { isBotCheckRequired } from '../bot-check/should-skip-bot-check';
import { isDateOfBirthShown } from './identifier-rules';
import { MAX_AGE, MIN_AGE, type DateOfBirthProblem } from './date-of-birth-rules';
import { validateLogin, type LoginErrors, type LoginField, type LoginMessages, type LoginValues } from './login-schema';
import { useSubmitCredentials } from './use-submit-credentials';
import { useAuthTranslation } from '../use-auth-translation';

export const LOGIN_FIELD_IDS = {
  channel: 'login-channel',
  mobile: 'login-mobile',
  email: 'login-email',
  dob: 'login-dob',
  botCheck: 'login-bot-check',
} as const;

const defaultValues: LoginValues = { channel: 'sms', mobile: '', email: '', dob: { dd: '', mm: '', yyyy: '' }, botCheck: '' };

/** The login form's state: the values, the regional rules, the two-step reveal and the bot check. */
export function useLoginForm() {
  const regional = useRegionalConfig();
  const { t } = useAuthTranslation();
  const { search } = useLocation();
  const botCheckRequired = isBotCheckRequired(regional.featureFlag.recaptchaFeature, search);
  const [continued, setContinued] = useState(false);
  const [botCheckResets, setBotCheckResets] = useState(0);

  const messages = useMemo<LoginMessages>(() => {
    const dobDetail = (problem: DateOfBirthProblem): string => {
      if (problem.kind !== 'missingParts') return t(`login.dob.${problem.kind}`, { min: MIN_AGE, max: MAX_AGE });
      const names = problem.parts.map((part) => t(`login.dob.part.${part}`));
      return t('login.dob.missingParts', { parts: names.join(` ${t('login.dob.and')} `) });
    };
    const { dateOfBirth, mobileInvalidMessage, emailInvalidMessage } = regional.regionalisation;
    return {
      mobileRequired: t('common:mobileRequired'),
      mobileInvalid: mobileInvalidMessage,
      emailRequired: t('common:emailRequired'),
      emailInvalid: emailInvalidMessage,
      dobInvalid: (problem) => [dateOfBirth.invalidMessage, dobDetail(problem), dateOfBirth.example].join(' '),
      botCheckRequired: t('botCheck.required'),
    };
  }, [regional, t]);

  // The form's state, kept by hand rather than by a form library (the login page is the first load): validated on
  // submit, then each field again as it changes. The ref holds the latest values for a submit that first awaits the
  // bot check's verification (its token arrives meanwhile).
  const [values, setValues] = useState(defaultValues);
  const latest = useRef(defaultValues);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitCount, setSubmitCount] = useState(0);
  const submitted = useRef(false);

  const problems = (checked: LoginValues) =>
    validateLogin(regional, checked, { messages, botCheckRequired, dobShown: isDateOfBirthShown(regional, checked, continued) });

  const setError = (field: LoginField, message: string | undefined) =>
    setErrors((current) => {
      if (current[field] === message) return current;
      const next = { ...current };
      if (message === undefined) delete next[field];
      else next[field] = message;
      return next;
    });

  /** Sets a value; once the form was submitted, the field is checked again (its error appears, changes or goes). */
  const setValue = <F extends keyof LoginValues>(field: F, value: LoginValues[F], validate = true) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    if (validate && submitted.current && field !== 'channel') setError(field as LoginField, problems(latest.current)[field as LoginField]);
  };

  const { channel, mobile, email } = values;
  const dobShown = isDateOfBirthShown(regional, { channel, mobile, email }, continued);

  const credentials = useSubmitCredentials(() => {
    setValue('botCheck', '', false);
    setBotCheckResets((count) => count + 1);
  });

  // A bot-check verification still in flight (the customer ticked the box and pressed Log In at once) is awaited.
  const verification = useRef<Promise<void> | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await verification.current;
    submitted.current = true;
    setSubmitCount((count) => count + 1);
    const found = problems(latest.current);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (dobShown) credentials.submit(latest.current);
    else setContinued(true);
  };
  const onBotCheckVerifying = (pending: Promise<void>) => {
    verification.current = pending;
  };
  const onBotCheckVerified = (token: string) => {
    setValue('botCheck', token, false);
    setError('botCheck', undefined);
  };
  const onBotCheckRejected = (reason: string) => {
    setValue('botCheck', '', false);
    if (reason === 'failed') setError('botCheck', messages.botCheckRequired);
  };

  const changeChannel = (next: string) => {
    setValue('channel', next === 'email' ? 'email' : 'sms', false);
    setErrors({});
    setContinued(false);
  };

  /** A short number shown by Continue must be continued again once edited (and focus never jumps while typing). */
  const identifierChanged = () => setContinued(false);
  const changeMobile = (value: string) => {
    setValue('mobile', value);
    identifierChanged();
  };
  const changeEmail = (value: string) => {
    setValue('email', value);
    identifierChanged();
  };
  const changeDob = (value: LoginValues['dob']) => setValue('dob', value);

  const identifierId = channel === 'sms' ? LOGIN_FIELD_IDS.mobile : LOGIN_FIELD_IDS.email;
  const summary: ErrorSummaryItem[] = [
    { fieldId: identifierId, message: channel === 'sms' ? errors.mobile : errors.email },
    { fieldId: `${LOGIN_FIELD_IDS.dob}-${regional.regionalisation.dateOfBirth.order[0]}`, message: errors.dob },
    { fieldId: LOGIN_FIELD_IDS.botCheck, message: errors.botCheck },
  ].filter((item): item is ErrorSummaryItem => Boolean(item.message));

  return {
    values,
    errors,
    submitCount,
    channel,
    dobShown,
    focusDob: continued,
    botCheckRequired,
    botCheckResets,
    summary,
    onSubmit,
    onBotCheckVerifying,
    onBotCheckVerified,
    onBotCheckRejected,
    changeChannel,
    changeMobile,
    changeEmail,
    changeDob,
    isPending: credentials.isPending,
  };
}
