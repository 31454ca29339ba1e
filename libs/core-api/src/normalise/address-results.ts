/** Address search entries beginning 'Too many' are the server's "refine your search" notes, not addresses. */
export const discardTooMany = (results: readonly string[]): string[] => results.filter((result) => !result.startsWith('Too many'));

/**
 * Postcode matches are semicolon-separated strings: the first piece, whitespace removed, is the postcode and the
 * third piece (trimmed) its label. Entries without a third piece are skipped; a later duplicate wins.
 */
export const parsePostcodeMatches = (matches: readonly string[]): Record<string, string> =>
  Object.fromEntries(
    matches.flatMap((match) => {
      const [first = '', , third] = match.split(';');
      const postcode = first.replace(/\s+/g, '');
      return postcode !== '' && third !== undefined ? [[postcode, third.trim()]] : [];
    }),
  );
