import { authWording } from '@portal/auth';
import { sessionWording } from '@portal/session';
import { brandPlaceholders, type BrandDefinition } from '@portal/config';
import { commonWording, createI18n } from '@portal/i18n';
import { shellWording } from '../shell-wording';

/**
 * The wording the login page needs, by namespace. Feature libs whose pages are all lazy (policies, and the
 * features after it) bring their own namespace with their chunks through useLibWording, so the login page's
 * first load does not grow with every feature.
 */
export const baseWording = { common: commonWording, shell: shellWording, auth: authWording, session: sessionWording };

export function createPortalI18n(brand: BrandDefinition) {
  return createI18n({
    base: baseWording,
    overrides: brand.wording,
    locale: brand.locale,
    variables: brandPlaceholders(brand),
  });
}
