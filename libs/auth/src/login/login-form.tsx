import { Suspense, useEffect, type ComponentProps } from 'react';
import styled from 'styled-components';
import { COUNTRY, useBrand, useRegionalConfig } from '@portal/config';
import { Button, DateOfBirthField, ErrorSummary, RadioGroup, Stack, TextField, useHydrated } from '@portal/ui-kit';
import { LOGIN_FIELD_IDS as ids, useLoginForm } from './use-login-form';
import { MobileField } from './mobile-field';
import { preloadOnFirstInput } from './preload';
import { readyChunk } from './ready-chunk';
import type { BotCheckField as LoadedBotCheckField } from '../bot-check/bot-check-field';
import { useShowOnce } from './use-show-once';
import { useAuthTranslation } from '../use-auth-translation';

const StyledForm = styled(Stack).attrs({ $gap: 6 })`
  > button {
    align-self: flex-start;
  }
`;

/** Groups nothing visibly: it only holds the controls disabled until React has hydrated them. */
const UntilHydrated = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

/**
 * The bot check is a chunk of its own, fetched only by brands that have it on, while the visitor types, and rendered
 * without a fallback once in (ready-chunk.ts), as the code screen is.
 */
const botCheck = readyChunk(() => import('../bot-check/bot-check-field'));
function BotCheckField(props: ComponentProps<typeof LoadedBotCheckField>) {
  const { BotCheckField: Field } = botCheck.useModule();
  return <Field {...props} />;
}

/** Remembers that the 'New!' badge beside Email was shown (the only thing stored in localStorage). */
export const NEW_BADGE_KEY = 'portal:email-login-badge-seen';

/** The login form (section 2): SMS or Email, the identifier, then the date of birth and the bot check. */
export function LoginForm() {
  const { t } = useAuthTranslation();
  const brand = useBrand();
  const regional = useRegionalConfig();
  const emailAvailable = regional.featureFlag.emailAuthFeature;
  const showBadge = useShowOnce(NEW_BADGE_KEY, emailAvailable && brand.countryId === COUNTRY.australia);
  const login = useLoginForm();
  const { errors } = login;
  const errorPrefix = t('common:errorPrefix');
  const { dateOfBirth } = regional.regionalisation;
  const { patterns } = regional;
  const { botCheckRequired } = login;
  // The prerendered form paints before the app's scripts load: until React has hydrated it, a keystroke would be lost
  // and a press of the button would submit the page natively.
  const hydrated = useHydrated();

  const captchaScript = regional.captcha.scriptUrl;
  // The bot check shows with the date of birth, after the first step: its chunk and the widget's script are fetched
  // once the visitor starts on the form, not while the page is starting.
  useEffect(
    () =>
      botCheckRequired
        ? preloadOnFirstInput(() => botCheck.preload().then((module) => module.preloadBotCheckWidget(captchaScript)))
        : undefined,
    [botCheckRequired, captchaScript],
  );

  return (
    <UntilHydrated disabled={!hydrated}>
      <StyledForm as="form" noValidate onSubmit={(event) => void login.onSubmit(event)}>
        <ErrorSummary title={t('common:errorSummaryTitle')} errors={login.summary} focusKey={login.submitCount} />
        {emailAvailable ? (
          <RadioGroup
            legend={t('auth:login.channelLegend')}
            name="channel"
            idPrefix={ids.channel}
            inline
            value={login.channel}
            onChange={login.changeChannel}
            options={[
              { value: 'sms', label: t('auth:login.channelSms') },
              { value: 'email', label: t('auth:login.channelEmail'), badge: showBadge ? t('auth:login.newBadge') : undefined },
            ]}
          />
        ) : null}
        {login.channel === 'sms' ? (
          <MobileField
            id={ids.mobile}
            label={t('common:mobileNumber')}
            error={errors.mobile}
            errorPrefix={errorPrefix}
            maxLength={regional.maxLengths.mobile}
            pattern={patterns.mobile}
            value={login.values.mobile}
            onChange={login.changeMobile}
            name="mobile"
          />
        ) : (
          <TextField
            id={ids.email}
            type="email"
            autoComplete="email"
            label={t('auth:login.emailLabel')}
            error={errors.email}
            errorPrefix={errorPrefix}
            maxLength={regional.maxLengths.email}
            pattern={patterns.email}
            spellCheck={false}
            name="email"
            value={login.values.email}
            onChange={(event) => login.changeEmail(event.target.value)}
          />
        )}
        {login.dobShown ? (
          <DateOfBirthField
            idPrefix={ids.dob}
            legend={t('common:dateOfBirth')}
            hint={dateOfBirth.example}
            error={errors.dob}
            errorPrefix={errorPrefix}
            order={dateOfBirth.order}
            labels={{ dd: t('auth:login.dobDay'), mm: t('auth:login.dobMonth'), yyyy: t('auth:login.dobYear') }}
            value={login.values.dob}
            onChange={login.changeDob}
            autoFocus={login.focusDob}
          />
        ) : null}
        {login.dobShown && botCheckRequired ? (
          <Suspense fallback={null}>
            <BotCheckField
              id={ids.botCheck}
              error={errors.botCheck}
              errorPrefix={errorPrefix}
              resetCount={login.botCheckResets}
              onVerifying={login.onBotCheckVerifying}
              onVerified={login.onBotCheckVerified}
              onRejected={login.onBotCheckRejected}
            />
          </Suspense>
        ) : null}
        <Button type="submit" loading={login.isPending} loadingText={t('auth:login.validating')}>
          {login.dobShown ? t('auth:login.submit') : t('common:continue')}
        </Button>
      </StyledForm>
    </UntilHydrated>
  );
}
