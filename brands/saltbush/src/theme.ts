import type { ThemeOverride } from '@portal/ui-kit';

/** The brand's colours, each named once: links, buttons, focus, header accent and pills take `brand`. */
export const theme: ThemeOverride = {
  palette: { brand: '#00695C', brandDark: '#004D40' },
  color: { background: { footer: 'brandDark' } },
};
