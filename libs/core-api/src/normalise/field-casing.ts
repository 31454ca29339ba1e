/**
 * An object's field names put in the casing of `names` where they match one case-insensitively (`PostCode` and
 * `POSTCODE` become `postcode`); other fields, and anything that is not a plain object, are left as they are. Where an
 * answer's casing is our assumption, another casing of the same fields is still read.
 */
export const matchFieldCasing =
  (names: readonly string[]) =>
  (data: unknown): unknown => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
    const byLowerCase = new Map(names.map((name) => [name.toLowerCase(), name]));
    return Object.fromEntries(Object.entries(data).map(([field, value]) => [byLowerCase.get(field.toLowerCase()) ?? field, value]));
  };
