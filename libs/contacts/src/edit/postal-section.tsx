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

/**
 * The country list, plus the customer's own country when its id is not on the list (ids beyond section 9's four are
 * configuration data): a select without it would show, and save, the list's first country instead.
 */
const countryOptionsWith = (onFile: string | undefined, unlisted: string) =>
  onFile && !countryOptions.some((option) => option.value === onFile)
    ? [{ value: onFile, label: unlisted }, ...countryOptions]
    : countryOptions;

export type PostalSectionProps = { mode: AddressMode; onModeChange: (mode: AddressMode) => void };

/**
 * 'Postal address same as residential' (the residential address is copied, with the default country, when saving);
 * otherwise a country from the country list (its integer id) and the postal address by lookup or by hand.
 */
export function PostalSection({ mode, onModeChange }: PostalSectionProps) {
  const { t } = useContactsTranslation();
  const regional = useRegionalConfig();
  const { register, control, formState } = useFormContext<ContactFormValues>();
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
            options={countryOptionsWith(formState.defaultValues?.postalCountryId, t('edit.countryUnlisted'))}
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
