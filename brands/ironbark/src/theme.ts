import type { ThemeOverride } from '@portal/ui-kit';

export const theme: ThemeOverride = {
  color: {
    text: { link: '#8A3B12' },
    action: { primary: '#8A3B12', primaryHover: '#6B2D0D', onSecondary: '#8A3B12' },
    border: { focus: '#8A3B12' },
    header: { accent: '#8A3B12' },
    background: { footer: '#6B2D0D' },
    pill: { background: '#8A3B12' },
  },
};
