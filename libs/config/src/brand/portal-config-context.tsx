import { createContext, useContext, type ReactNode } from 'react';
import type { RegionalConfig } from '../regional/regional-config';
import type { BrandDefinition } from './brand-definition';
import { setDateRegion } from '@portal/i18n';

export type PortalConfig = { brand: BrandDefinition; regional: RegionalConfig };

const PortalConfigContext = createContext<PortalConfig | null>(null);

export function PortalConfigProvider({ value, children }: { value: PortalConfig; children: ReactNode }) {
  setDateRegion(value.regional.regionalisation.dates.region); // idempotent: the formats follow the configured region
  return <PortalConfigContext.Provider value={value}>{children}</PortalConfigContext.Provider>;
}

function usePortalConfig(): PortalConfig {
  const value = useContext(PortalConfigContext);
  if (!value) throw new Error('PortalConfigProvider is missing');
  return value;
}

export const useBrand = () => usePortalConfig().brand;
export const useRegionalConfig = () => usePortalConfig().regional;
export const useFeatureFlags = () => usePortalConfig().regional.featureFlag;
