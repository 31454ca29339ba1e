type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

const mapDeep = (value: unknown, leaf: (v: unknown) => unknown): unknown => {
  if (Array.isArray(value)) return value.map((item) => mapDeep(item, leaf));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapDeep(item, leaf)]));
  }
  return leaf(value);
};

/** Blank (empty or whitespace-only) strings become null, in nested plain objects and arrays too (spec section 5). */
export const blanksToNull = <T>(value: T): T => mapDeep(value, (v) => (typeof v === 'string' && v.trim() === '' ? null : v)) as T;

/** null becomes '' (for form fields), in nested plain objects and arrays too (spec section 5). */
export const nullsToBlank = <T>(value: T): T => mapDeep(value, (v) => (v === null ? '' : v)) as T;
