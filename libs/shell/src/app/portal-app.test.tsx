import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bilingualTestBrand, testBrand, testRegionalConfig } from '@portal/config/testing';
import { loadSanitizer } from '@portal/ui-kit';
import { ConfigErrorPage } from './config-error-page';
import { PortalApp } from './portal-app';

describe('PortalApp', () => {
  it('shows the not-found page in the branded frame for an unknown path', async () => {
    window.history.pushState({}, '', '/no-such-page');
    render(<PortalApp brand={testBrand} regional={testRegionalConfig} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('the address was typed incorrectly')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Example Mutual home' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Example licence');
    await waitFor(() => expect(document.title).toBe('Page not found | Example Mutual'));
    // The footer's HTML sanitiser loads on first use: let it finish while this test's window still exists.
    await loadSanitizer();
  });
});

describe('ConfigErrorPage', () => {
  it('tells the customer the portal is unavailable, with the brand’s phone', () => {
    render(<ConfigErrorPage brand={testBrand} />);
    expect(screen.getByRole('heading', { name: 'The portal is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1300 000 000');
    expect(document.querySelector('main [lang]')).toBeNull();
  });

  it('in a brand offered in several languages: the message in each, default first, each part with its own lang', () => {
    const brand = bilingualTestBrand({
      unavailable: {
        serviceUnavailable: {
          title: 'Service non disponible',
          heading: 'Désolés',
          body: 'Réessayez.',
          help: '{phone}',
          retry: 'Réessayer',
        },
        configError: { heading: 'Le portail n’est pas accessible', body: 'Appelez-nous au {phone}.' },
      },
    });
    render(<ConfigErrorPage brand={brand} />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(['The portal is unavailable', 'Le portail n’est pas accessible']);
    expect(headings.map((h) => h.closest('[lang]')?.getAttribute('lang'))).toEqual(['en-CA', 'fr-CA']);
    const alerts = screen.getAllByRole('alert');
    expect(alerts[1]).toHaveTextContent('Appelez-nous au 1300 000 000.');
    expect(alerts[1]?.closest('[lang]')?.getAttribute('lang')).toBe('fr-CA');
  });
});
