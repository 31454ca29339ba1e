/** How a field name is recased: `camel` securityToken, `pascal` SecurityToken, `lower` securitytoken, `upper` SECURITYTOKEN. */
export type Casing = 'camel' | 'pascal' | 'lower' | 'upper';

/**
 * A reshape fault's changes to the JSON the sandbox would have answered, field names matched exactly at every depth
 * (in objects, in arrays of objects): what the specification leaves open about an answer whose shape it does not show.
 */
export type Reshape = {
  /** These fields are left out. */
  drop?: string[];
  /** These fields are answered null. */
  nullify?: string[];
  /** These fields are answered under another name (another casing: `{ "SecurityToken": "securityToken" }`). */
  rename?: Record<string, string>;
  /** Every field name recased (after drop, nullify and rename). */
  recase?: Casing;
  /** The whole answer wrapped in an object under this field (a bare list answered as `{ "<wrap>": [...] }`). */
  wrap?: string;
};

const recaseName = (name: string, casing: Casing): string => {
  if (casing === 'lower') return name.toLowerCase();
  if (casing === 'upper') return name.toUpperCase();
  const first = name.charAt(0);
  return (casing === 'camel' ? first.toLowerCase() : first.toUpperCase()) + name.slice(1);
};

const reshapeValue = (value: unknown, reshape: Reshape): unknown => {
  if (Array.isArray(value)) return value.map((item) => reshapeValue(item, reshape));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value)
    .filter(([name]) => !reshape.drop?.includes(name))
    .map(([name, field]): [string, unknown] => {
      const renamed = reshape.rename?.[name] ?? name;
      const shaped = reshape.nullify?.includes(name) ? null : reshapeValue(field, reshape);
      return [reshape.recase ? recaseName(renamed, reshape.recase) : renamed, shaped];
    });
  return Object.fromEntries(entries);
};

/** The answer reshaped: fields dropped, nullified, renamed and recased at every depth, then wrapped if asked. */
export const reshapeJson = (answer: unknown, reshape: Reshape): unknown => {
  const shaped = reshapeValue(answer, reshape);
  return reshape.wrap ? { [reshape.wrap]: shaped } : shaped;
};
