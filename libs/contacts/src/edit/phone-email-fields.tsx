import type { ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useRegionalConfig } from '@portal/config';
import { Banner, Stack, TextField } from '@portal/ui-kit';
import { digitsOnly, numericKeyDown } from '../address/input-filters';
import { useContactsTranslation } from '../use-contacts-translation';
import type { ContactFormValues } from './contact-form-values';
import { mandatoryPhone } from './contact-rules';
import { fieldId } from './field-ids';
import { useFieldError } from './use-field-error';

export type PhoneEmailFieldsProps = { saved: { mobile: string; email: string } };

const changed = (value: string, saved: string) => value.replace(/\D+/g, '') !== saved.replace(/\D+/g, '');

/**
 * Mobile and home phone (digits only; in swapped order with swapPhoneNumberFields, the non-mandatory one marked
 * optional) and e-mail. The login reminder: the session does not know which of the two the customer logs in with,
 * so a changed mobile or e-mail gets a note saying that, if they log in with it, the new value is the one to use.
 */
export function PhoneEmailFields({ saved }: PhoneEmailFieldsProps) {
  const { t } = useContactsTranslation();
  const regional = useRegionalConfig();
  const { register, control } = useFormContext<ContactFormValues>();
  const errorOf = useFieldError();
  const [mobile, email] = useWatch({ control, name: ['mobile', 'email'] });
  const mandatory = mandatoryPhone(regional);
  const either = regional.featureFlag.atLeastOneMethodContactValidation;
  const optional = (label: string, field: 'mobile' | 'homePhone') =>
    either || field === mandatory ? label : `${label} ${t('edit.optional')}`;
  const { isEmailRequired } = regional.regionalisation.updateContactDetails;

  const phone = (field: 'mobile' | 'homePhone') => {
    const registered = register(field);
    const onChange = (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = digitsOnly(event.target.value);
      return registered.onChange(event);
    };
    return (
      <Stack key={field} $gap={2}>
        <TextField
          {...registered}
          onChange={onChange}
          onKeyDown={numericKeyDown}
          id={fieldId(field)}
          type="tel"
          inputMode="numeric"
          autoComplete={field === 'mobile' ? 'mobile tel' : 'home tel'}
          maxLength={field === 'mobile' ? regional.maxLengths.mobile : regional.maxLengths.homePhone}
          label={optional(field === 'mobile' ? t('common:mobileNumber') : t('edit.homePhone'), field)}
          error={errorOf(field)}
          errorPrefix={t('common:errorPrefix')}
        />
        {field === 'mobile' && changed(mobile, saved.mobile) && mobile ? (
          <Banner tone="info">{t('edit.loginReminderMobile')}</Banner>
        ) : null}
      </Stack>
    );
  };
  const phones = [phone('mobile'), phone('homePhone')];
  if (regional.regionalisation.updateContactDetails.swapPhoneNumberFields) phones.reverse();

  return (
    <Stack $gap={4}>
      {phones}
      <Stack $gap={2}>
        <TextField
          {...register('email')}
          id={fieldId('email')}
          type="email"
          autoComplete="email"
          maxLength={regional.maxLengths.email}
          label={isEmailRequired ? t('edit.email') : `${t('edit.email')} ${t('edit.optional')}`}
          error={errorOf('email')}
          errorPrefix={t('common:errorPrefix')}
        />
        {email.trim() && email.trim().toLowerCase() !== saved.email.trim().toLowerCase() ? (
          <Banner tone="info">{t('edit.loginReminderEmail')}</Banner>
        ) : null}
      </Stack>
    </Stack>
  );
}
