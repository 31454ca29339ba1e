/** The server's stand-in for "no home phone" (spec sections 3 and 9). */
export const HOME_PHONE_PLACEHOLDER = '0101010101';

/** Phones are sent without dashes (spec sections 3, 5, 7). */
export const stripPhoneDashes = (phone: string): string => phone.replaceAll('-', '');

/** The home phone placeholder is treated as blank; anything else is kept. */
export const blankHomePhonePlaceholder = <T extends string | null | undefined>(phone: T): T | '' =>
  typeof phone === 'string' && stripPhoneDashes(phone.trim()) === HOME_PHONE_PLACEHOLDER ? '' : phone;
