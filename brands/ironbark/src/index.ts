import type { BrandDefinition } from '@portal/config';
import { logoSvg } from './logo.ts';
import { theme } from './theme.ts';
import { wording } from './wording.ts';

export const brand: BrandDefinition = {
  id: 2,
  slug: 'ironbark',
  name: 'Ironbark Insurance',
  countryId: 13,
  locale: 'en-AU',
  phone: '1300 975 702',
  domain: 'my.ironbark.example',
  logoSvg,
  theme,
  headerText: 'Strong cover, built to last',
  footer: {
    links: [
      { label: 'Privacy policy', href: 'https://my.ironbark.example/privacy' },
      { label: 'Terms of use', href: 'https://my.ironbark.example/terms' },
      { label: 'Accessibility', href: '/accessibility' },
      { label: 'Contact us', href: 'https://my.ironbark.example/contact' },
    ],
    labels: ['Ironbark Insurance Pty Ltd (fictional) ABN 00 000 000 002', 'Lines are open Monday to Friday, 8am to 6pm.'],
    html: '<p>Insurance issued by Ironbark Insurance (a fictional insurer for demonstration). Read the <a href="https://my.ironbark.example/pds">Product Disclosure Statement</a> before deciding.</p>',
  },
  beneficiaryFormUrl: 'https://my.ironbark.example/forms/beneficiary-nomination.pdf',
  crossSellCallbackUrl: 'https://my.ironbark.example/request-a-call',
  wording,
};
