import type { BrandDefinition } from '@portal/config';
import { logoSvg } from './logo.ts';
import { theme } from './theme.ts';
import { wording } from './wording.ts';

export const brand: BrandDefinition = {
  id: 5,
  slug: 'pohutukawa',
  name: 'Pōhutukawa Cover',
  countryId: 154,
  locale: 'en-NZ',
  phone: '0800 975 705',
  domain: 'my.pohutukawa.example',
  logoSvg,
  theme,
  headerText: 'Cover that blooms with you',
  footer: {
    links: [
      { label: 'Privacy policy', href: 'https://my.pohutukawa.example/privacy' },
      { label: 'Terms of use', href: 'https://my.pohutukawa.example/terms' },
      { label: 'Accessibility', href: '/accessibility' },
      { label: 'Contact us', href: 'https://my.pohutukawa.example/contact' },
    ],
    labels: ['Pōhutukawa Cover Limited (fictional) NZBN 0000000000005', 'Lines are open Monday to Friday, 8am to 6pm.'],
    html: '<p>Insurance issued by Pōhutukawa Cover (a fictional insurer for demonstration). Read the <a href="https://my.pohutukawa.example/pds">Product Disclosure Statement</a> before deciding.</p>',
  },
  beneficiaryFormUrl: 'https://my.pohutukawa.example/forms/beneficiary-nomination.pdf',
  crossSellCallbackUrl: 'https://my.pohutukawa.example/request-a-call',
  wording,
};
