import { baseTheme, type ColorToken, type Theme } from './base-theme';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** What a brand may change: any leaf value of the theme, never its shape. */
export type ThemeOverride = DeepPartial<Theme>;

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
export function createTheme(override: ThemeOverride = {}): Theme {
  return merge(baseTheme, override);
}

/** Looks a colour token such as `text.default` up in a theme. */
export function colorOf(theme: Theme, token: string): string {
  const [group, name] = token.split('.') as [keyof Theme['color'], string];
  const value = (theme.color[group] as Record<string, string> | undefined)?.[name];
  if (value === undefined) throw new Error(`Unknown colour token ${token}`);
  return value;
}

export const space = (n: number) => ({ theme }: { theme: Theme }) => `${n * theme.spaceUnit}px`;

/** A colour token for styled templates: `color: ${themeColor('text.default')};`. */
export const themeColor = (token: ColorToken) => ({ theme }: { theme: Theme }) => colorOf(theme, token);
