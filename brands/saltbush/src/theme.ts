import type { ThemeOverride } from '@portal/ui-kit';

export const theme: ThemeOverride = {
  color: {
    text: { link: '#00695C' },
    action: { primary: '#00695C', primaryHover: '#004D40', onSecondary: '#00695C' },
    border: { focus: '#00695C' },
    header: { accent: '#00695C' },
    background: { footer: '#004D40' },
    pill: { background: '#00695C' },
  },
};
