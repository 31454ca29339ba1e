import type { ThemeOverride } from '@portal/ui-kit';

export const theme: ThemeOverride = {
  color: {
    text: { link: '#B71C1C' },
    action: { primary: '#B71C1C', primaryHover: '#8E1515', onSecondary: '#B71C1C' },
    border: { focus: '#B71C1C' },
    header: { accent: '#B71C1C' },
    background: { footer: '#8E1515' },
    pill: { background: '#B71C1C' },
  },
};
