import type { ThemeOverride } from '@portal/ui-kit';

/** The brand's colours, each named once: links, buttons, focus, header accent and pills take `brand`. */
export const theme: ThemeOverride = {
  palette: { brand: '#7A5C00', brandDark: '#5C4500' },
  color: { background: { footer: 'brandDark' } },
};
