import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useLocation } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRegionalConfig } from '@portal/config';
import type { ErrorSummaryItem } from '@portal/ui-kit';
import { isBotCheckRequired } from '../bot-check/should-skip-bot-check';
import { isDateOfBirthShown } from './identifier-rules';
import { MAX_AGE, MIN_AGE, type DateOfBirthProblem } from './date-of-birth-rules';
import { buildLoginSchema, type LoginMessages, type LoginValues } from './login-schema';
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

/** The login form's state: react-hook-form with the regional rules, the two-step reveal and the bot check. */
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
      mobileRequired: t('login.mobileRequired'),
      mobileInvalid: mobileInvalidMessage,
      emailRequired: t('login.emailRequired'),
      emailInvalid: emailInvalidMessage,
      dobInvalid: (problem) => [dateOfBirth.invalidMessage, dobDetail(problem), dateOfBirth.example].join(' '),
      botCheckRequired: t('botCheck.required'),
    };
  }, [regional, t]);

  // The rules depend on whether the date of birth is showing, which depends on the values being checked.
  const resolver: Resolver<LoginValues> = (values, context, options) =>
    zodResolver(
      buildLoginSchema(regional, { messages, botCheckRequired, dobShown: isDateOfBirthShown(regional, values, continued) }),
    )(values, context, options);

  const form = useForm<LoginValues>({ defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const [channel, mobile, email] = useWatch({ control: form.control, name: ['channel', 'mobile', 'email'] });
  const dobShown = isDateOfBirthShown(regional, { channel, mobile, email }, continued);

  const credentials = useSubmitCredentials(() => {
    form.setValue('botCheck', '');
    setBotCheckResets((count) => count + 1);
  });

  // A bot-check verification still in flight (the customer ticked the box and pressed Log In at once) is awaited.
  const verification = useRef<Promise<void> | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await verification.current;
    await form.handleSubmit((values) => {
      if (dobShown) credentials.submit(values);
      else setContinued(true);
    })();
  };
  const onBotCheckVerifying = (pending: Promise<void>) => {
    verification.current = pending;
  };

  const changeChannel = (next: string) => {
    form.setValue('channel', next === 'email' ? 'email' : 'sms');
    form.clearErrors();
    setContinued(false);
  };

  /** A short number shown by Continue must be continued again once edited (and focus never jumps while typing). */
  const identifierChanged = () => setContinued(false);

  const { errors } = form.formState;
  const identifierId = channel === 'sms' ? LOGIN_FIELD_IDS.mobile : LOGIN_FIELD_IDS.email;
  const summary: ErrorSummaryItem[] = [
    { fieldId: identifierId, message: (channel === 'sms' ? errors.mobile : errors.email)?.message },
    { fieldId: `${LOGIN_FIELD_IDS.dob}-${regional.regionalisation.dateOfBirth.order[0]}`, message: errors.dob?.message },
    { fieldId: LOGIN_FIELD_IDS.botCheck, message: errors.botCheck?.message },
  ].filter((item): item is ErrorSummaryItem => Boolean(item.message));

  return {
    form,
    channel,
    dobShown,
    focusDob: continued,
    botCheckRequired,
    botCheckResets,
    summary,
    onSubmit,
    onBotCheckVerifying,
    changeChannel,
    identifierChanged,
    isPending: credentials.isPending,
  };
}
