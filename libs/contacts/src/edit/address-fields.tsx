import type { ChangeEvent } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { COUNTRY, regionsOf, useRegionalConfig } from '@portal/config';
import { Stack, TextField } from '@portal/ui-kit';
import { digitsOnly, numericKeyDown, postcodeAsTyped } from '../address/input-filters';
import { useContactsTranslation } from '../use-contacts-translation';
import type { ContactFormValues } from './contact-form-values';
import { fieldId } from './field-ids';
import { SelectField } from './select-field';
import { useFieldError } from './use-field-error';

export type AddressFieldsProps = { kind: 'residential' | 'postal'; countryId: number };

/**
 * Manual entry of one address: line, suburb, city (where the region has one), state or province, postcode. In the
 * brand's country the labels, patterns and state list come from the configuration; abroad the fields are free.
 */
export function AddressFields({ kind, countryId }: AddressFieldsProps) {
  const { t } = useContactsTranslation();
  const regional = useRegionalConfig();
  const { register } = useFormContext<ContactFormValues>();
  const errorOf = useFieldError();
  const home = countryId === regional.countryId;
  const labels = regional.regionalisation.address;
  const regions = regionsOf(countryId);
  const numericPostcode = countryId === COUNTRY.australia || countryId === COUNTRY.newZealand;
  const path = (part: keyof ContactFormValues['residential']) => `${kind}.${part}` as FieldPath<ContactFormValues>;
  const field = (part: keyof ContactFormValues['residential']) => ({
    id: fieldId(path(part)),
    error: errorOf(path(part)),
    errorPrefix: t('common:errorPrefix'),
  });
  const postcode = register(path('PostCode'));
  const onPostcodeChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = numericPostcode ? digitsOnly(event.target.value) : postcodeAsTyped(event.target.value);
    return postcode.onChange(event);
  };

  return (
    <Stack $gap={4}>
      <TextField
        {...field('AddressLine')}
        {...register(path('AddressLine'))}
        label={t('edit.addressLine')}
        autoComplete={`${kind === 'postal' ? 'billing' : 'shipping'} address-line1`}
        maxLength={regional.maxLengths.addressLine}
      />
      <TextField
        {...field('Suburb')}
        {...register(path('Suburb'))}
        label={home ? labels.suburbLabel : t('edit.foreignTown')}
        autoComplete={`${kind === 'postal' ? 'billing' : 'shipping'} address-level2`}
      />
      {home && regional.patterns.city !== undefined ? (
        <TextField {...field('City')} {...register(path('City'))} label={labels.cityLabel ?? t('row.city')} />
      ) : null}
      {regions.length > 0 ? (
        <SelectField
          {...field('State')}
          {...register(path('State'))}
          label={home ? labels.stateLabel : t('edit.foreignState')}
          placeholder={t('edit.chooseState')}
          options={regions.map((r) => ({ value: r.code, label: r.name }))}
        />
      ) : !home ? (
        <TextField {...field('State')} {...register(path('State'))} label={t('edit.foreignState')} />
      ) : null}
      <TextField
        {...field('PostCode')}
        {...postcode}
        onChange={onPostcodeChange}
        onKeyDown={numericPostcode ? numericKeyDown : undefined}
        inputMode={numericPostcode ? 'numeric' : 'text'}
        label={home ? labels.postcodeLabel : t('edit.foreignPostcode')}
        autoComplete={`${kind === 'postal' ? 'billing' : 'shipping'} postal-code`}
        maxLength={home ? regional.maxLengths.postcode : 10}
      />
    </Stack>
  );
}
