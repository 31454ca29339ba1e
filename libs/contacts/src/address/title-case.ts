/** Abbreviations that stay upper-case inside address text. */
const KEEP_UPPER = new Set(['PO', 'GPO', 'RMB', 'RSD', 'CMB', 'RD']);

const BOUNDARY = /[\s\-'\u2019/(]/u;

/**
 * Address text title-cased (section 5): each word starts upper-case, the rest lower-case, after a space, hyphen,
 * apostrophe, slash or bracket; postal abbreviations (PO, GPO, RMB...) stay upper-case.
 * '7 GREVILLEA LANE' -> '7 Grevillea Lane'; 'po box 12' -> 'PO Box 12'.
 */
export const titleCase = (text: string): string => {
  let atBoundary = true;
  let out = '';
  for (const char of Array.from(text.toLowerCase())) {
    const upper = char.toUpperCase();
    out += atBoundary && Array.from(upper).length === 1 ? upper : char;
    atBoundary = BOUNDARY.test(char);
  }
  return out
    .split(' ')
    .map((word) => (KEEP_UPPER.has(word.toUpperCase()) ? word.toUpperCase() : word))
    .join(' ');
};
