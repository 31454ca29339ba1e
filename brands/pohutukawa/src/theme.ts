import type { ThemeOverride } from '@portal/ui-kit';

/** The brand's colours, each named once: links, buttons, focus, header accent and pills take `brand`. */
export const theme: ThemeOverride = {
  palette: { brand: '#B71C1C', brandDark: '#8E1515' },
  color: { background: { footer: 'brandDark' } },
};
