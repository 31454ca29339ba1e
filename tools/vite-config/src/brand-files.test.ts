import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { BrandDefinition } from '@portal/config';
import { bilingualTestBrand, testBrand } from '@portal/config/testing';
import { brandColors, serviceUnavailableHtml } from './brand-files.ts';
import { CSP_NONCE_PLACEHOLDER } from './nginx/security-policy.ts';

const page = (brand: BrandDefinition) => new new JSDOM().window.DOMParser().parseFromString(serviceUnavailableHtml(brand), 'text/html');

/** A brand offered in a second language, with the unavailable pages' wording in it. */
const twoLanguages = bilingualTestBrand({
  unavailable: {
    serviceUnavailable: {
      title: 'Service non disponible',
      heading: 'Ce service n’est pas disponible',
      body: 'Réessayez dans quelques minutes.',
      help: 'Appelez-nous au {phone}.',
      retry: 'Réessayer',
    },
    configError: { heading: 'Portail non accessible', body: 'Appelez-nous au {phone}.' },
  },
});

describe('503.html', () => {
  it('in one language: the apology, the phone to call and a way back, with no script and a nonced style', () => {
    const html = serviceUnavailableHtml(testBrand);
    const doc = page(testBrand);
    expect(doc.documentElement.lang).toBe(testBrand.locale);
    expect(doc.title).toBe('Service unavailable | Example Mutual');
    expect([...doc.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Sorry, this service is unavailable']);
    expect(doc.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:1300000000');
    expect(doc.querySelector('main a[href="/"]')?.textContent).toBe('Try again');
    expect(doc.querySelector('[lang]:not(html)')).toBeNull();
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('style')?.getAttribute('nonce')).toBe(CSP_NONCE_PLACEHOLDER);
    expect(html).not.toContain('<section');
  });

  it('in every language the brand offers, default first, each part with its own lang, heading, phone and way back', () => {
    const doc = page(twoLanguages);
    expect(doc.documentElement.lang).toBe('en-CA');
    expect(doc.title).toBe('Service unavailable / Service non disponible | Example Mutual');
    const parts = [...doc.querySelectorAll('main > section')];
    expect(parts.map((p) => p.getAttribute('lang'))).toEqual(['en-CA', 'fr-CA']);
    expect(parts.map((p) => p.querySelector('h1')?.textContent)).toEqual([
      'Sorry, this service is unavailable',
      'Ce service n’est pas disponible',
    ]);
    expect(parts[1]?.textContent).toContain('Appelez-nous au 1300 000 000.');
    expect(parts.map((p) => p.querySelector('a[href^="tel:"]')?.getAttribute('href'))).toEqual(['tel:1300000000', 'tel:1300000000']);
    expect(parts.map((p) => p.querySelector('a[href="/"]')?.textContent)).toEqual(['Try again', 'Réessayer']);
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelectorAll('style')).toHaveLength(1);
  });

  it('escapes the wording as text', () => {
    const [english, french] = twoLanguages.languages!;
    const brand: BrandDefinition = {
      ...twoLanguages,
      languages: [
        english!,
        {
          ...french!,
          unavailable: {
            ...french!.unavailable!,
            serviceUnavailable: { ...french!.unavailable!.serviceUnavailable, heading: '<b>Fermé</b>' },
          },
        },
      ],
    };
    const doc = page(brand);
    expect(doc.querySelector('section[lang="fr-CA"] h1')?.textContent).toBe('<b>Fermé</b>');
    expect(doc.querySelector('b')).toBeNull();
  });
});

describe('brandColors', () => {
  it('reads the brand’s palette through the roles it names, the base colours where it names none', () => {
    const palette = { brand: '#8A3B12', brandDark: '#6B2D0D' };
    expect(brandColors({ ...testBrand, theme: { palette, color: { background: { footer: 'brandDark' } } } })).toEqual({
      primary: '#8A3B12',
      onPrimary: '#ffffff',
      footer: '#6B2D0D',
    });
    expect(brandColors(testBrand)).toEqual({ primary: '#0b4f9c', onPrimary: '#ffffff', footer: '#1f2328' });
  });
});
