import type { TFunction } from 'i18next';
import type { CustomerDetail } from '@portal/core-api';
import { regionsOf, type RegionalConfig } from '@portal/config';
import { displayPostalAddress } from '../address/display-address';
import { titleCase } from '../address/title-case';

export type ContactRow = { key: string; label: string; value: string };
/** The contacts lib's typed t (its keys, and the shared phrases as 'common:…'). */
type Translate = TFunction<['contacts', 'common']>;

const clean = (value: string | null | undefined): string => value?.trim() ?? '';

/**
 * The rows of the read-only table (sections 2 and 5): residential address, suburb, city and state when present,
 * postcode, postal address, mobile and home phone, e-mail. With swapPhoneNumberFields the mobile and home rows swap
 * values, their labels in place (section 2's letter: the region's wire holds each number in the other field).
 */
export const contactRows = (
  customer: CustomerDetail,
  regional: RegionalConfig,
  countryName: (id: number) => string | undefined,
  t: Translate,
): ContactRow[] => {
  const labels = regional.regionalisation.address;
  const residential = customer.ResidentialAddress;
  const city = clean(residential?.City);
  const state = clean(residential?.State);
  const swap = regional.regionalisation.updateContactDetails.swapPhoneNumberFields;
  const [mobile, home] = [clean(customer.MobilePhone), clean(customer.HomePhone)];
  const rows: Array<ContactRow | null> = [
    { key: 'residential', label: t('row.residential'), value: titleCase(clean(residential?.AddressLine)) },
    { key: 'suburb', label: labels.suburbLabel, value: titleCase(clean(residential?.Suburb)) },
    city ? { key: 'city', label: labels.cityLabel ?? t('row.city'), value: titleCase(city) } : null,
    state
      ? { key: 'state', label: labels.stateLabel, value: regionsOf(regional.countryId).length ? state.toUpperCase() : titleCase(state) }
      : null,
    { key: 'postcode', label: labels.postcodeLabel, value: clean(residential?.PostCode).toUpperCase() },
    { key: 'postal', label: t('row.postal'), value: displayPostalAddress(customer.PostalAddress, regional.countryId, countryName) },
    { key: 'mobile', label: t('row.mobile'), value: swap ? home : mobile },
    { key: 'homePhone', label: t('row.homePhone'), value: swap ? mobile : home },
    { key: 'email', label: t('row.email'), value: clean(customer.Email) },
  ];
  return rows.filter((row): row is ContactRow => row !== null);
};
