const BOUNDARY = /[\s\-'\u2019]/u;

/** Upper-cases one character only where the change is reversible (keeps displayCase idempotent for 'ß' and kin). */
const upperOne = (char: string): string => {
  const upper = char.toUpperCase();
  return Array.from(upper).length === 1 && upper.toLowerCase() === char ? upper : char;
};

/** Names are stored lower-cased (spec section 3). */
export const toStorageCase = (name: string): string => name.toLowerCase();

/**
 * Names are shown in display case: every word starts upper-case, after a space, hyphen or apostrophe.
 * "mary-jane o'neil" -> "Mary-Jane O'Neil".
 */
export const displayCase = (name: string): string => {
  let atBoundary = true;
  let out = '';
  for (const char of Array.from(name.toLowerCase())) {
    out += atBoundary ? upperOne(char) : char;
    atBoundary = BOUNDARY.test(char);
  }
  return out;
};
