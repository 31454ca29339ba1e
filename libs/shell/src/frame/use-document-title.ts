import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useBrand, useRegionalConfig, type RegionalConfig } from '@portal/config';
import type { PageTitleKey } from '@portal/i18n';
import { useShellTranslation } from '../use-shell-translation';

/** A route's title key ('common:inbox', 'shell:titles.logout'), or a function of the regional configuration for a page whose variant titles it. */
export type RouteHandle = { titleKey?: PageTitleKey | ((regional: RegionalConfig) => PageTitleKey) };

/**
 * Sets document.title: '<page title> | <brand name>', the page title from `override` (a page shown in place of
 * another, such as not-found) or else from the deepest route that names one.
 */
export function useDocumentTitle(override: PageTitleKey | null = null): void {
  const matches = useMatches();
  const { t } = useShellTranslation();
  const brand = useBrand();
  const regional = useRegionalConfig();
  const routeKey = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.titleKey)
    .map((key) => (typeof key === 'function' ? key(regional) : key))
    .find(Boolean);
  const key = override ?? routeKey;
  const title = key ? t(key) : '';
  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : brand.name;
  }, [title, brand.name]);
}
