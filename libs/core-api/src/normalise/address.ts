import { blanksToNull } from './blank-null.ts';

type AddressLike = Record<string, unknown> & { PostCode?: string | null };

/** 'a1a1a1' -> 'A1A 1A1': upper-cased, and a 6-character postcode gets a space after the 3rd (spec section 5). */
export const formatPostcode = (postcode: string): string => {
  const upper = postcode.trim().toUpperCase();
  return /^[A-Z0-9]{6}$/.test(upper) ? `${upper.slice(0, 3)} ${upper.slice(3)}` : upper;
};

/** An address as sent to the server: strings trimmed, blanks null, postcode formatted. */
export const normaliseAddress = <T extends AddressLike>(address: T): T => {
  const trimmed = Object.fromEntries(
    Object.entries(address).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;
  const postcode = trimmed.PostCode;
  return blanksToNull({ ...trimmed, PostCode: typeof postcode === 'string' ? formatPostcode(postcode) : postcode });
};
