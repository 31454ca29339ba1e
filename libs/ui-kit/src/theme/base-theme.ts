/**
 * The palette: every colour the base theme uses, named once. A brand restates only the ones it changes
 * (`palette: { brand: '#…', brandDark: '#…' }`); the roles below refer to palette names, never to values.
 */
export const basePalette = {
  ink: '#1f2328',
  slate: '#4b5563',
  white: '#ffffff',
  brand: '#0b4f9c',
  brandDark: '#083b75',
  red: '#a4161a',
  green: '#1e5631',
  navy: '#0b3d6e',
  ochre: '#5c3b00',
  mist: '#f4f5f7',
  cloud: '#eef0f3',
  blueTint: '#e7f0fb',
  greenTint: '#e6f4ea',
  redTint: '#fdecea',
  yellowTint: '#fff4d6',
  grey: '#6b7280',
  silver: '#d1d5db',
  scrim: 'rgba(0, 0, 0, 0.55)',
};

export type Palette = typeof basePalette;
export type PaletteName = keyof Palette;

/** The colour roles components use (semantic tokens), each the name of a palette colour. */
export const baseRoles = {
  text: {
    default: 'ink',
    muted: 'slate',
    inverse: 'white',
    link: 'brand',
    error: 'red',
    success: 'green',
    info: 'navy',
    warning: 'ochre',
  },
  background: {
    page: 'mist',
    surface: 'white',
    subtle: 'cloud',
    header: 'white',
    footer: 'ink',
    info: 'blueTint',
    success: 'greenTint',
    error: 'redTint',
    warning: 'yellowTint',
    overlay: 'scrim',
  },
  action: { primary: 'brand', primaryHover: 'brandDark', onPrimary: 'white', secondary: 'white', onSecondary: 'brand' },
  border: { default: 'grey', subtle: 'silver', focus: 'brand', error: 'red' },
  header: { text: 'ink', accent: 'brand' },
  footer: { text: 'white', link: 'white' },
  pill: { background: 'brand', text: 'white' },
} satisfies Record<string, Record<string, PaletteName>>;

export type ColorRoles = { [G in keyof typeof baseRoles]: { [K in keyof (typeof baseRoles)[G]]: PaletteName } };
export type ResolvedColors = { [G in keyof ColorRoles]: { [K in keyof ColorRoles[G]]: string } };

/** The roles with each palette name replaced by its colour. */
export function resolveColors(palette: Palette, roles: ColorRoles): ResolvedColors {
  const entries = Object.entries(roles).map(([group, tokens]) => [
    group,
    Object.fromEntries(Object.entries(tokens).map(([token, name]) => [token, palette[name as PaletteName]])),
  ]);
  return Object.fromEntries(entries) as ResolvedColors;
}

/**
 * The theme contract. Token names are semantic; a brand changes palette colours (and, rarely, which palette colour
 * a role takes), never names. Every text/background pair that components use is declared in `contrastPairs` and
 * tested per brand.
 */
export const baseTheme = {
  color: resolveColors(basePalette, baseRoles),
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { small: '0.875rem', body: '1rem', large: '1.125rem', h3: '1.25rem', h2: '1.5rem', h1: '1.875rem' },
    weight: { regular: 400, bold: 700 },
    lineHeight: 1.5,
  },
  radius: { small: '4px', medium: '8px', pill: '999px' },
  /** Spacing unit in px; components use `space(n)`. */
  spaceUnit: 4,
  layout: { maxWidth: '72rem', narrowBreakpoint: '40rem' },
  focusRing: '3px',
};

export type Theme = typeof baseTheme;

type ColorGroup = keyof Theme['color'];
/** A token path such as `text.default` or `background.surface`. */
export type ColorToken = {
  [G in ColorGroup]: `${G}.${Extract<keyof Theme['color'][G], string>}`;
}[ColorGroup];

/** Every foreground/background pairing components render, with the WCAG 2.2 AA minimum it must meet. */
export const contrastPairs: ReadonlyArray<{ fg: ColorToken; bg: ColorToken; min: number }> = [
  { fg: 'text.default', bg: 'background.page', min: 4.5 },
  { fg: 'text.default', bg: 'background.surface', min: 4.5 },
  { fg: 'text.default', bg: 'background.subtle', min: 4.5 },
  { fg: 'text.muted', bg: 'background.surface', min: 4.5 },
  { fg: 'text.muted', bg: 'background.page', min: 4.5 },
  { fg: 'text.link', bg: 'background.surface', min: 4.5 },
  { fg: 'text.link', bg: 'background.page', min: 4.5 },
  { fg: 'text.error', bg: 'background.surface', min: 4.5 },
  { fg: 'text.error', bg: 'background.error', min: 4.5 },
  { fg: 'text.success', bg: 'background.success', min: 4.5 },
  { fg: 'text.info', bg: 'background.info', min: 4.5 },
  { fg: 'text.warning', bg: 'background.warning', min: 4.5 },
  { fg: 'text.default', bg: 'background.info', min: 4.5 },
  { fg: 'text.default', bg: 'background.error', min: 4.5 },
  { fg: 'text.default', bg: 'background.success', min: 4.5 },
  { fg: 'text.default', bg: 'background.warning', min: 4.5 },
  { fg: 'action.onPrimary', bg: 'action.primary', min: 4.5 },
  { fg: 'action.onPrimary', bg: 'action.primaryHover', min: 4.5 },
  { fg: 'action.onSecondary', bg: 'action.secondary', min: 4.5 },
  { fg: 'action.primary', bg: 'background.surface', min: 3 },
  { fg: 'border.default', bg: 'background.surface', min: 3 },
  { fg: 'border.focus', bg: 'background.surface', min: 3 },
  { fg: 'border.focus', bg: 'background.page', min: 3 },
  { fg: 'border.error', bg: 'background.surface', min: 3 },
  { fg: 'header.text', bg: 'background.header', min: 4.5 },
  { fg: 'header.accent', bg: 'background.header', min: 3 },
  { fg: 'footer.text', bg: 'background.footer', min: 4.5 },
  { fg: 'footer.link', bg: 'background.footer', min: 4.5 },
  { fg: 'pill.text', bg: 'pill.background', min: 4.5 },
  // Added with the ui-kit components:
  { fg: 'action.onSecondary', bg: 'background.subtle', min: 4.5 }, // secondary button, hovered
  { fg: 'text.error', bg: 'background.page', min: 4.5 }, // field error messages outside a card
  { fg: 'border.default', bg: 'background.page', min: 3 }, // input borders outside a card
  { fg: 'border.error', bg: 'background.page', min: 3 },
  { fg: 'action.primary', bg: 'background.page', min: 3 }, // spinner, secondary button border outside a card
  { fg: 'border.focus', bg: 'background.header', min: 3 }, // focus ring on the logo link and header nav
  { fg: 'border.focus', bg: 'background.info', min: 3 }, // focus ring inside banners
  { fg: 'border.focus', bg: 'background.success', min: 3 },
  { fg: 'border.focus', bg: 'background.error', min: 3 },
  { fg: 'border.focus', bg: 'background.warning', min: 3 },
];
