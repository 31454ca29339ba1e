import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useTheme } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { NotFound } from '@portal/ui-kit';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { NotFoundPage } from '../pages/not-found-page';
import { createPortalI18n } from './create-portal-i18n';
import { PortalProviders } from './portal-providers';

/** A feature page whose subject is not the customer's, as policy detail renders it. */
function NotTheCustomersPolicy() {
  const page = useTheme().color.background.page;
  return (
    <>
      <p data-testid="page-colour">{page}</p>
      <NotFound />
    </>
  );
}

describe('PortalProviders', () => {
  it('gives a feature page the shell’s one not-found page and the brand’s theme', () => {
    const brand = { ...testBrand, theme: { palette: { mist: '#fafafa' } } };
    render(
      <PortalProviders config={{ brand, regional: testRegionalConfig }} i18n={createPortalI18n(brand)} notFoundPage={<NotFoundPage />}>
        <MemoryRouter>
          <NotTheCustomersPolicy />
        </MemoryRouter>
      </PortalProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the login page' })).toHaveAttribute('href', '/login');
    expect(screen.getByTestId('page-colour')).toHaveTextContent('#fafafa');
  });
});
