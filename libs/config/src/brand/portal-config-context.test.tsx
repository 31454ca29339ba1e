import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testBrand, testRegionalConfig } from '../testing';
import { formatShortDate, setDateRegion } from '@portal/i18n';
import { PortalConfigProvider } from './portal-config-context';

const ShowDate = () => <p data-testid="date">{formatShortDate('2026-03-05')}</p>;

describe('PortalConfigProvider', () => {
  afterEach(() => setDateRegion('en-AU'));

  it.each([
    ['en-CA', '2026-03-05'],
    ['en-NZ', '05/03/2026'],
  ])('formats dates for the configured dates.region %s', (region, shown) => {
    const regional = { ...testRegionalConfig, regionalisation: { ...testRegionalConfig.regionalisation, dates: { region } } };
    render(
      <PortalConfigProvider value={{ brand: testBrand, regional }}>
        <ShowDate />
      </PortalConfigProvider>,
    );
    expect(screen.getByTestId('date')).toHaveTextContent(shown);
  });
});
