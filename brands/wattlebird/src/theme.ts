import type { ThemeOverride } from '@portal/ui-kit';

export const theme: ThemeOverride = {
  color: {
    text: { link: '#1B5E20' },
    action: { primary: '#1B5E20', primaryHover: '#124116', onSecondary: '#1B5E20' },
    border: { focus: '#1B5E20' },
    header: { accent: '#1B5E20' },
    background: { footer: '#124116' },
    pill: { background: '#1B5E20' },
  },
};
