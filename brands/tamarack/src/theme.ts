import type { ThemeOverride } from '@portal/ui-kit';

/** The brand's colours, each named once: links, buttons, focus, header accent and pills take `brand`. */
export const theme: ThemeOverride = {
  palette: { brand: '#0D3B66', brandDark: '#092A49' },
  color: { background: { footer: 'brandDark' } },
};
