import { useFormContext, useWatch } from 'react-hook-form';
import { useRegionalConfig } from '@portal/config';
import { Button, Stack } from '@portal/ui-kit';
import { displayAddressParts } from '../address/display-address';
import { mapFormattedAddress } from '../address/map-formatted-address';
import { AddressLookup } from '../lookup/address-lookup';
import { useFormatAddress } from '../lookup/use-format-address';
import { useContactsTranslation } from '../use-contacts-translation';
import { AddressFields } from './address-fields';
import type { ContactFormValues } from './contact-form-values';
import { fieldId } from './field-ids';

export type AddressMode = 'lookup' | 'manual';

export type AddressSectionProps = {
  kind: 'residential' | 'postal';
  countryId: number;
  mode: AddressMode;
  onModeChange: (mode: AddressMode) => void;
};

/**
 * One address by lookup or by hand (section 4, for residential and postal separately). A chosen match is formatted
 * and its parts fill the form, mapped by country. The lookup searches the brand's country only, so an address
 * abroad is always entered by hand.
 */
export function AddressSection({ kind, countryId, mode, onModeChange }: AddressSectionProps) {
  const { t } = useContactsTranslation();
  const regional = useRegionalConfig();
  const { setValue, getValues, control, formState } = useFormContext<ContactFormValues>();
  const format = useFormatAddress();
  const current = useWatch({ control, name: kind });
  const postalSame = useWatch({ control, name: 'postalSame' });
  const canLookUp = countryId === regional.countryId;
  const lookupId = `${fieldId(`${kind}.AddressLine`)}-lookup`;

  const choose = async (address: string) => {
    const result = await format(address, kind === 'residential', kind === 'residential' && postalSame);
    if (!result) return;
    const parts = mapFormattedAddress(result.address, countryId, getValues(kind));
    for (const [part, value] of Object.entries(parts)) {
      setValue(`${kind}.${part as keyof typeof parts}`, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  };

  const switchTo = (next: AddressMode) => {
    onModeChange(next);
    // Keyboard users land on the first field of what they switched to.
    requestAnimationFrame(() => document.getElementById(next === 'manual' ? fieldId(`${kind}.AddressLine`) : lookupId)?.focus());
  };

  if (mode === 'manual' || !canLookUp) {
    return (
      <Stack $gap={4}>
        <AddressFields kind={kind} countryId={countryId} />
        {canLookUp ? (
          <div>
            <Button type="button" variant="link" onClick={() => switchTo('lookup')}>
              {t('edit.lookupLink')}
            </Button>
          </div>
        ) : null}
      </Stack>
    );
  }
  const summary = displayAddressParts(current, countryId).join(', ');
  return (
    <Stack $gap={3}>
      <AddressLookup
        id={lookupId}
        label={t(kind === 'residential' ? 'edit.lookupLabel' : 'edit.postalLookupLabel')}
        onChoose={(a) => void choose(a)}
      />
      <p aria-live="polite">{summary ? t('edit.lookupChosen', { address: summary }) : null}</p>
      <div>
        <Button type="button" variant="link" onClick={() => switchTo('manual')}>
          {t('edit.manualLink')}
        </Button>
      </div>
    </Stack>
  );
}
