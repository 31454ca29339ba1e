import { Suspense, lazy, useEffect } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { COUNTRY, useBrand, useRegionalConfig } from '@portal/config';
import { Button, DateOfBirthField, ErrorSummary, RadioGroup, Stack, TextField } from '@portal/ui-kit';
import { LOGIN_FIELD_IDS as ids, useLoginForm } from './use-login-form';
import { MobileField } from './mobile-field';
import { preloadWhenIdle } from './preload';
import { useHydrated, useShowOnce } from './use-show-once';
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

/** The bot check is a chunk of its own, fetched only by brands that have it on. */
const loadBotCheck = () => import('../bot-check/bot-check-field');
const BotCheckField = lazy(() => loadBotCheck().then((module) => ({ default: module.BotCheckField })));

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
  const { control, formState } = login.form;
  const errorPrefix = t('common:errorPrefix');
  const { dateOfBirth } = regional.regionalisation;
  const { patterns } = regional;
  const { botCheckRequired } = login;
  // The prerendered form paints before the app's scripts load: until React has hydrated it, a keystroke would be lost
  // and a press of the button would submit the page natively.
  const hydrated = useHydrated();

  const captchaScript = regional.captcha.scriptUrl;
  useEffect(
    () => (botCheckRequired ? preloadWhenIdle(() => loadBotCheck().then((module) => module.preloadBotCheckWidget(captchaScript))) : undefined),
    [botCheckRequired, captchaScript],
  );

  return (
    <UntilHydrated disabled={!hydrated}>
      <StyledForm as="form" noValidate onSubmit={(event) => void login.onSubmit(event)}>
        <ErrorSummary title={t('common:errorSummaryTitle')} errors={login.summary} focusKey={login.form.formState.submitCount} />
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
          <Controller
            control={control}
            name="mobile"
            render={({ field }) => (
              <MobileField
                id={ids.mobile}
                label={t('auth:login.mobileLabel')}
                error={formState.errors.mobile?.message}
                errorPrefix={errorPrefix}
                maxLength={regional.maxLengths.mobile}
                pattern={patterns.mobile}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  login.identifierChanged();
                }}
                onBlur={field.onBlur}
                name={field.name}
              />
            )}
          />
        ) : (
          <TextField
            id={ids.email}
            type="email"
            autoComplete="email"
            label={t('auth:login.emailLabel')}
            error={formState.errors.email?.message}
            errorPrefix={errorPrefix}
            maxLength={regional.maxLengths.email}
            pattern={patterns.email}
            spellCheck={false}
            {...login.form.register('email', { onChange: login.identifierChanged })}
          />
        )}
        {login.dobShown ? (
          <Controller
            control={control}
            name="dob"
            render={({ field }) => (
              <DateOfBirthField
                idPrefix={ids.dob}
                legend={t('auth:login.dobLegend')}
                hint={dateOfBirth.example}
                error={formState.errors.dob?.message}
                errorPrefix={errorPrefix}
                order={dateOfBirth.order}
                labels={{ dd: t('auth:login.dobDay'), mm: t('auth:login.dobMonth'), yyyy: t('auth:login.dobYear') }}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                autoFocus={login.focusDob}
              />
            )}
          />
        ) : null}
        {login.dobShown && botCheckRequired ? (
          <Suspense fallback={null}>
            <BotCheckField
              id={ids.botCheck}
              error={formState.errors.botCheck?.message}
              errorPrefix={errorPrefix}
              resetCount={login.botCheckResets}
              onVerifying={login.onBotCheckVerifying}
              onVerified={(token) => {
                login.form.setValue('botCheck', token);
                login.form.clearErrors('botCheck');
              }}
              onRejected={(reason) => {
                login.form.setValue('botCheck', '');
                if (reason === 'failed') login.form.setError('botCheck', { message: t('auth:botCheck.required') });
              }}
            />
          </Suspense>
        ) : null}
        <Button type="submit" loading={login.isPending} loadingText={t('auth:login.validating')}>
          {login.dobShown ? t('auth:login.submit') : t('auth:login.continue')}
        </Button>
      </StyledForm>
    </UntilHydrated>
  );
}
