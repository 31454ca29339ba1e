import { basePalette, baseRoles, baseTheme, resolveColors, type ColorRoles, type ColorToken, type Palette, type Theme } from './base-theme';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * What a brand may change, never the theme's shape: its palette colours (each named once), which palette colour a
 * role takes (`color: { background: { footer: 'brandDark' } }`), and any other leaf value (fonts, radii, space).
 */
export type ThemeOverride = DeepPartial<Omit<Theme, 'color'>> & {
  palette?: Partial<Palette>;
  color?: DeepPartial<ColorRoles>;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) return (override ?? base) as T;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value !== undefined) result[key] = merge((base as Record<string, unknown>)[key], value);
  }
  return result as T;
}

/** The base theme with a brand's overrides applied. */
export function createTheme({ palette, color, ...rest }: ThemeOverride = {}): Theme {
  const colors = resolveColors(merge(basePalette, palette), merge(baseRoles as ColorRoles, color));
  return { ...merge(baseTheme, rest), color: colors };
}

/** Looks a colour token such as `text.default` up in a theme. */
export function colorOf(theme: Theme, token: string): string {
  const [group, name] = token.split('.') as [keyof Theme['color'], string];
  const value = (theme.color[group] as Record<string, string> | undefined)?.[name];
  if (value === undefined) throw new Error(`Unknown colour token ${token}`);
  return value;
}

export const space =
  (n: number) =>
  ({ theme }: { theme: Theme }) =>
    `${n * theme.spaceUnit}px`;

/** A colour token for styled templates: `color: ${themeColor('text.default')};`. */
export const themeColor =
  (token: ColorToken) =>
  ({ theme }: { theme: Theme }) =>
    colorOf(theme, token);
