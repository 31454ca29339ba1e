import { brand as ironbark } from '@portal/brand-ironbark';
import ironbarkConfig from '@portal/brand-ironbark/regional-config.json' with { type: 'json' };
import { brand as kowhai } from '@portal/brand-kowhai';
import kowhaiConfig from '@portal/brand-kowhai/regional-config.json' with { type: 'json' };
import { brand as pohutukawa } from '@portal/brand-pohutukawa';
import pohutukawaConfig from '@portal/brand-pohutukawa/regional-config.json' with { type: 'json' };
import { brand as saltbush } from '@portal/brand-saltbush';
import saltbushConfig from '@portal/brand-saltbush/regional-config.json' with { type: 'json' };
import { brand as tamarack } from '@portal/brand-tamarack';
import tamarackConfig from '@portal/brand-tamarack/regional-config.json' with { type: 'json' };
import { brand as wattlebird } from '@portal/brand-wattlebird';
import wattlebirdConfig from '@portal/brand-wattlebird/regional-config.json' with { type: 'json' };
import type { BrandDefinition, RegionalConfig } from '@portal/config';
// The narrow entry: the package's index also holds React views, which Node cannot load outside a bundler.
import { selectRegionalConfig } from '@portal/config/regional';

/**
 * Every brand with its regional configuration, for tooling only (Storybook's brand switcher, the artifact
 * check, the end-to-end suite, the theme tests). Apps never import this: each imports its own brand.
 */
export type RegisteredBrand = { brand: BrandDefinition; regional: RegionalConfig };

const register = (brand: BrandDefinition, entries: unknown): RegisteredBrand => {
  const regional = selectRegionalConfig(entries, brand.countryId, brand.id);
  if (!regional) throw new Error(`brands/${brand.slug}/regional-config.json has no entry for its brand`);
  return { brand, regional };
};

export const registeredBrands: readonly RegisteredBrand[] = [
  register(wattlebird, wattlebirdConfig),
  register(ironbark, ironbarkConfig),
  register(saltbush, saltbushConfig),
  register(kowhai, kowhaiConfig),
  register(pohutukawa, pohutukawaConfig),
  register(tamarack, tamarackConfig),
];

export const allBrands: readonly BrandDefinition[] = registeredBrands.map((b) => b.brand);

export function brandBySlug(slug: string): RegisteredBrand {
  const found = registeredBrands.find((b) => b.brand.slug === slug);
  if (!found) throw new Error(`Unknown brand ${slug}`);
  return found;
}
