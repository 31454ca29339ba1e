import { useCallback } from 'react';
import type { BrandDefinition } from '../brand/brand-definition';
import { useBrand } from '../brand/portal-config-context';
import { fillPlaceholders } from '@portal/i18n';

/** The placeholders every configured text may use: {phone} and {brandName}. */
export const brandPlaceholders = (brand: Pick<BrandDefinition, 'phone' | 'name'>) => ({ phone: brand.phone, brandName: brand.name });

/**
 * Fills configured text (regional messages, footer labels and HTML) with the brand's {phone} and {brandName}, plus
 * any values given: `const fill = useConfiguredText(); fill(regionalisation.accountLockMessage)`.
 */
export function useConfiguredText(): (template: string, values?: Record<string, string | number | undefined>) => string {
  const brand = useBrand();
  return useCallback((template, values = {}) => fillPlaceholders(template, { ...brandPlaceholders(brand), ...values }), [brand]);
}
