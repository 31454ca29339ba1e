import type { ThemeOverride } from '@portal/ui-kit';

/** The brand's colours, each named once: links, buttons, focus, header accent and pills take `brand`. */
export const theme: ThemeOverride = {
  palette: { brand: '#1B5E20', brandDark: '#124116' },
  color: { background: { footer: 'brandDark' } },
};
