import type { ThemeOverride } from '@portal/ui-kit';

export const theme: ThemeOverride = {
  color: {
    text: { link: '#0D3B66' },
    action: { primary: '#0D3B66', primaryHover: '#092A49', onSecondary: '#0D3B66' },
    border: { focus: '#0D3B66' },
    header: { accent: '#0D3B66' },
    background: { footer: '#092A49' },
    pill: { background: '#0D3B66' },
  },
};
