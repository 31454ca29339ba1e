import { useFormContext, useWatch } from 'react-hook-form';
import { countries, useRegionalConfig } from '@portal/config';
import { Checkbox, Stack } from '@portal/ui-kit';
import { useContactsTranslation } from '../use-contacts-translation';
import { AddressSection, type AddressMode } from './address-section';
import type { ContactFormValues } from './contact-form-values';
import { fieldId } from './field-ids';
import { SelectField } from './select-field';
import { useFieldError } from './use-field-error';

const countryOptions = countries.map((c) => ({ value: String(c.id), label: c.name }));

export type PostalSectionProps = { mode: AddressMode; onModeChange: (mode: AddressMode) => void };

/**
 * 'Postal address same as residential' (the residential address is copied, with the default country, when saving);
 * otherwise a country from the country list (its integer id) and the postal address by lookup or by hand.
 */
export function PostalSection({ mode, onModeChange }: PostalSectionProps) {
  const { t } = useContactsTranslation();
  const regional = useRegionalConfig();
  const { register, control } = useFormContext<ContactFormValues>();
  const errorOf = useFieldError();
  const [postalSame, countryId] = useWatch({ control, name: ['postalSame', 'postalCountryId'] });

  return (
    <Stack $gap={4}>
      <Checkbox id={fieldId('postalSame')} label={t('edit.postalSame')} {...register('postalSame')} />
      {postalSame ? null : (
        <>
          <SelectField
            id={fieldId('postalCountryId')}
            label={t('edit.country')}
            options={countryOptions}
            error={errorOf('postalCountryId')}
            errorPrefix={t('common:errorPrefix')}
            autoComplete="billing country"
            {...register('postalCountryId')}
          />
          <AddressSection
            kind="postal"
            countryId={Number.parseInt(countryId, 10) || regional.countryId}
            mode={mode}
            onModeChange={onModeChange}
          />
        </>
      )}
    </Stack>
  );
}
