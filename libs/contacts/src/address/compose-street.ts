import type { FormattedAddress } from '@portal/core-api';

const part = (value: string | null | undefined): string => value?.trim() ?? '';
const words = (...values: Array<string | null | undefined>): string => values.map(part).filter(Boolean).join(' ');

/** 'U 4/' for a unit (type U), 'Flat 2 ' for another flat type, '' without one. */
const unitPrefix = (address: FormattedAddress): string => {
  const type = part(address.flatOrUnitType);
  const number = part(address.flatOrUnitNumber);
  if (!number) return '';
  return type.toUpperCase() === 'U' ? `U ${number}/` : `${words(type, number)} `;
};

/**
 * An Australian street address composed from the parsed parts (section 5): a postal delivery ('PO Box 418'), or unit,
 * street number with its suffix, a range ('12A-14'), street name, type and suffix ('U 4/27 Wattle Grove Road').
 * Falls back to the server's own address line when the parts compose nothing.
 */
export const composeAustralianStreet = (address: FormattedAddress): string => {
  if (part(address.postalType)) return words(address.postalType, address.postalNumber);
  const first = `${part(address.streetNumber1)}${part(address.streetNumber1Suffix)}`;
  const second = `${part(address.streetNumber2)}${part(address.streetNumber2Suffix)}`;
  const number = second ? `${first}-${second}` : first;
  const street = words(address.streetName, address.streetType, address.streetSuffix);
  const composed = street ? `${unitPrefix(address)}${words(number, street)}` : '';
  return composed || part(address.addressline);
};
