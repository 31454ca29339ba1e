/** Abbreviations that stay upper-case inside address text. */
const KEEP_UPPER = new Set(['PO', 'GPO', 'RMB', 'RSD', 'CMB', 'RD']);

const BOUNDARY = /[\s\-'\u2019/(]/u;

const APOSTROPHE = /['\u2019]/u;

/** The s of a possessive ("HAWKE'S BAY" -> "Hawke's Bay"), unlike a name's ("O'SULLIVAN" -> "O'Sullivan"). */
const isPossessiveS = (chars: string[], i: number): boolean =>
  chars[i] === 's' &&
  APOSTROPHE.test(chars[i - 1] ?? '') &&
  (i + 1 === chars.length || (BOUNDARY.test(chars[i + 1] ?? '') && !APOSTROPHE.test(chars[i + 1] ?? '')));

/**
 * Address text title-cased (section 5): each word starts upper-case, the rest lower-case, after a space, hyphen,
 * apostrophe, slash or bracket; postal abbreviations (PO, GPO, RMB...) stay upper-case.
 * '7 GREVILLEA LANE' -> '7 Grevillea Lane'; 'po box 12' -> 'PO Box 12'; "HAWKE'S BAY" -> "Hawke's Bay".
 */
export const titleCase = (text: string): string => {
  const chars = Array.from(text.toLowerCase());
  let out = '';
  chars.forEach((char, i) => {
    const previous = chars[i - 1];
    const upper = char.toUpperCase();
    out += (previous === undefined || BOUNDARY.test(previous)) && !isPossessiveS(chars, i) && Array.from(upper).length === 1 ? upper : char;
  });
  return out
    .split(' ')
    .map((word) => (KEEP_UPPER.has(word.toUpperCase()) ? word.toUpperCase() : word))
    .join(' ');
};
