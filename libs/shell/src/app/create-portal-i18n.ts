import { authWording } from '@portal/auth';
import { commonWording, createI18n, type BrandDefinition } from '@portal/config';
import { policiesWording } from '@portal/policies';
import { shellWording } from '../shell-wording';

/** Every lib's base wording, by namespace. A feature lib adds its namespace here when it is built. */
export const baseWording = { common: commonWording, shell: shellWording, auth: authWording, policies: policiesWording };

export function createPortalI18n(brand: BrandDefinition) {
  return createI18n({
    base: baseWording,
    overrides: brand.wording,
    locale: brand.locale,
    variables: { phone: brand.phone, brandName: brand.name },
  });
}
