import type { BrandDefinition } from '@portal/config';
import { logoSvg } from './logo.ts';
import { theme } from './theme.ts';
import { wording } from './wording.ts';

export const brand: BrandDefinition = {
  id: 4,
  slug: 'kowhai',
  name: 'Kōwhai Life',
  countryId: 154,
  locale: 'en-NZ',
  phone: '0800 975 704',
  domain: 'my.kowhai.example',
  logoSvg,
  theme,
  headerText: 'Life insurance for Aotearoa',
  footer: {
    links: [
      { label: 'Privacy policy', href: 'https://my.kowhai.example/privacy' },
      { label: 'Terms of use', href: 'https://my.kowhai.example/terms' },
      { label: 'Accessibility', href: '/accessibility' },
      { label: 'Contact us', href: 'https://my.kowhai.example/contact' },
    ],
    labels: ['Kōwhai Life Limited (fictional) NZBN 0000000000004', 'Lines are open Monday to Friday, 8am to 6pm.'],
    html: '<p>Insurance issued by Kōwhai Life (a fictional insurer for demonstration). Read the <a href="https://my.kowhai.example/pds">Product Disclosure Statement</a> before deciding.</p>',
  },
  beneficiaryFormUrl: 'https://my.kowhai.example/forms/beneficiary-nomination.pdf',
  crossSellCallbackUrl: 'https://my.kowhai.example/request-a-call',
  wording,
};
