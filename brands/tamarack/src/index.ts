import type { BrandDefinition } from '@portal/config';
import { unavailableFr } from './fr/unavailable.fr.ts';
import { logoSvg } from './logo.ts';
import { theme } from './theme.ts';
import { wording } from './wording.ts';

export const brand: BrandDefinition = {
  id: 6,
  slug: 'tamarack',
  name: 'Tamarack Life',
  countryId: 39,
  locale: 'en-CA',
  // Quebec customers are served in French too: the French (wording, header, footer, regional messages, dayjs's
  // fr-ca) is its own chunk, loaded when chosen.
  languages: [
    { code: 'en-CA', name: 'English' },
    {
      code: 'fr-CA',
      name: 'Français',
      load: () => import('./fr/index.ts').then((m) => m.french),
      // The 503 and configuration failure pages show both languages at once, without waiting for the chunk.
      unavailable: unavailableFr,
    },
  ],
  phone: '1-800-555-0106',
  domain: 'my.tamarack.example',
  logoSvg,
  theme,
  headerText: 'Life insurance for Canadian families',
  footer: {
    links: [
      { label: 'Privacy policy', href: 'https://my.tamarack.example/privacy' },
      { label: 'Terms of use', href: 'https://my.tamarack.example/terms' },
      { label: 'Accessibility', href: '/accessibility' },
      { label: 'Contact us', href: 'https://my.tamarack.example/contact' },
    ],
    labels: ['Tamarack Life Insurance Company (fictional)', 'Lines are open Monday to Friday, 8am to 6pm.'],
    html: '<p>Insurance issued by Tamarack Life (a fictional insurer for demonstration). Read the <a href="https://my.tamarack.example/pds">Product Disclosure Statement</a> before deciding.</p>',
  },
  beneficiaryFormUrl: 'https://my.tamarack.example/forms/beneficiary-nomination.pdf',
  crossSellCallbackUrl: 'https://my.tamarack.example/request-a-call',
  wording,
};
