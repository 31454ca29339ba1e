/**
 * The theme contract. Token names are semantic; a brand overrides values, never names.
 * Every text/background pair that components use is declared in `contrastPairs` and tested per brand.
 */
export const baseTheme = {
  color: {
    text: {
      default: '#1f2328',
      muted: '#4b5563',
      inverse: '#ffffff',
      link: '#0b4f9c',
      error: '#a4161a',
      success: '#1e5631',
      info: '#0b3d6e',
      warning: '#5c3b00',
    },
    background: {
      page: '#f4f5f7',
      surface: '#ffffff',
      subtle: '#eef0f3',
      header: '#ffffff',
      footer: '#1f2328',
      info: '#e7f0fb',
      success: '#e6f4ea',
      error: '#fdecea',
      warning: '#fff4d6',
      overlay: 'rgba(0, 0, 0, 0.55)',
    },
    action: {
      primary: '#0b4f9c',
      primaryHover: '#083b75',
      onPrimary: '#ffffff',
      secondary: '#ffffff',
      onSecondary: '#0b4f9c',
    },
    border: {
      default: '#6b7280',
      subtle: '#d1d5db',
      focus: '#0b4f9c',
      error: '#a4161a',
    },
    header: { text: '#1f2328', accent: '#0b4f9c' },
    footer: { text: '#ffffff', link: '#ffffff' },
    pill: { background: '#0b4f9c', text: '#ffffff' },
  },
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
