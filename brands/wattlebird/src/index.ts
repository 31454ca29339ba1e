import type { BrandDefinition } from '@portal/config';
import { logoSvg } from './logo.ts';
import { theme } from './theme.ts';
import { wording } from './wording.ts';

export const brand: BrandDefinition = {
  id: 1,
  slug: 'wattlebird',
  name: 'Wattlebird Life',
  countryId: 13,
  locale: 'en-AU',
  phone: '1300 975 701',
  domain: 'my.wattlebird.example',
  logoSvg,
  theme,
  headerText: 'Life cover that looks after your family',
  footer: {
    links: [
      { label: 'Privacy policy', href: 'https://my.wattlebird.example/privacy' },
      { label: 'Terms of use', href: 'https://my.wattlebird.example/terms' },
      { label: 'Accessibility', href: '/accessibility' },
      { label: 'Contact us', href: 'https://my.wattlebird.example/contact' },
    ],
    labels: ['Wattlebird Life Pty Ltd (fictional) ABN 00 000 000 001', 'Lines are open Monday to Friday, 8am to 6pm.'],
    html: '<p>Insurance issued by Wattlebird Life (a fictional insurer for demonstration). Read the <a href="https://my.wattlebird.example/pds">Product Disclosure Statement</a> before deciding.</p>',
  },
  beneficiaryFormUrl: 'https://my.wattlebird.example/forms/beneficiary-nomination.pdf',
  crossSellCallbackUrl: 'https://my.wattlebird.example/request-a-call',
  wording,
};
