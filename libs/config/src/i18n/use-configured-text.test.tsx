import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PortalConfigProvider } from '../brand/portal-config-context';
import { testBrand, testRegionalConfig } from '../testing/test-brand';
import { brandPlaceholders, useConfiguredText } from './use-configured-text';

const wrapper = ({ children }: { children: ReactNode }) => (
  <PortalConfigProvider value={{ brand: testBrand, regional: testRegionalConfig }}>{children}</PortalConfigProvider>
);

describe('useConfiguredText', () => {
  it('fills {phone} and {brandName} from the brand, and any other values given', () => {
    const { result } = renderHook(() => useConfiguredText(), { wrapper });
    expect(result.current('Call {brandName} on {phone} about {product}', { product: 'Life cover' })).toBe(
      `Call ${testBrand.name} on ${testBrand.phone} about Life cover`,
    );
  });

  it('leaves unknown placeholders visible', () => {
    const { result } = renderHook(() => useConfiguredText(), { wrapper });
    expect(result.current('{missing} {phone}')).toBe(`{missing} ${testBrand.phone}`);
  });

  it('brandPlaceholders gives the two values for code outside React', () => {
    expect(brandPlaceholders(testBrand)).toEqual({ phone: testBrand.phone, brandName: testBrand.name });
  });
});
