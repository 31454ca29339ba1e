import type { BrandDefinition } from '@portal/config';
import { logoSvg } from './logo.ts';
import { theme } from './theme.ts';
import { wording } from './wording.ts';

export const brand: BrandDefinition = {
  id: 3,
  slug: 'saltbush',
  name: 'Saltbush Cover',
  countryId: 13,
  locale: 'en-AU',
  phone: '1800 975 703',
  domain: 'my.saltbush.example',
  logoSvg,
  theme,
  headerText: 'Simple cover for everyday Australians',
  footer: {
    links: [
      { label: 'Privacy policy', href: 'https://my.saltbush.example/privacy' },
      { label: 'Terms of use', href: 'https://my.saltbush.example/terms' },
      { label: 'Accessibility', href: '/accessibility' },
      { label: 'Contact us', href: 'https://my.saltbush.example/contact' },
    ],
    labels: ['Saltbush Cover Pty Ltd (fictional) ABN 00 000 000 003', 'Lines are open Monday to Friday, 8am to 6pm.'],
    html: '<p>Insurance issued by Saltbush Cover (a fictional insurer for demonstration). Read the <a href="https://my.saltbush.example/pds">Product Disclosure Statement</a> before deciding.</p>',
  },
  beneficiaryFormUrl: 'https://my.saltbush.example/forms/beneficiary-nomination.pdf',
  crossSellCallbackUrl: 'https://my.saltbush.example/request-a-call',
  wording,
};
