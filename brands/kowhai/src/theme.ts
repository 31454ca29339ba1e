import type { ThemeOverride } from '@portal/ui-kit';

export const theme: ThemeOverride = {
  color: {
    text: { link: '#7A5C00' },
    action: { primary: '#7A5C00', primaryHover: '#5C4500', onSecondary: '#7A5C00' },
    border: { focus: '#7A5C00' },
    header: { accent: '#7A5C00' },
    background: { footer: '#5C4500' },
    pill: { background: '#7A5C00' },
  },
};
