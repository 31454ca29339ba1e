import type { ThemeOverride } from '@portal/ui-kit';

/** The brand's colours, each named once: links, buttons, focus, header accent and pills take `brand`. */
export const theme: ThemeOverride = {
  palette: { brand: '#8A3B12', brandDark: '#6B2D0D' },
  color: { background: { footer: 'brandDark' } },
};
