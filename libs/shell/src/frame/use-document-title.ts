import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useBrand, useRegionalConfig, type RegionalConfig } from '@portal/config';
import type { PageTitleKey } from '@portal/i18n';
import { useShellTranslation } from '../use-shell-translation';

/**
 * A route's title key ('common:inbox', 'shell:titles.logout'), or a function of the regional configuration for a page
 * whose variant titles it; `configuredTitle`, a text the served configuration gives (the inbox's
 * pages.policyDetails.inboxTitle), titles the page instead when it is not blank.
 */
export type RouteHandle = {
  titleKey?: PageTitleKey | ((regional: RegionalConfig) => PageTitleKey);
  configuredTitle?: (regional: RegionalConfig) => string;
};

/**
 * Sets document.title: '<page title> | <brand name>', the page title from `override` (a page shown in place of
 * another, such as not-found) or else from the deepest route that names one (its configured text, else its key).
 */
export function useDocumentTitle(override: PageTitleKey | null = null): void {
  const matches = useMatches();
  const { t } = useShellTranslation();
  const brand = useBrand();
  const regional = useRegionalConfig();
  const handle = [...matches]
    .reverse()
    .map((m) => m.handle as RouteHandle | undefined)
    .find((h) => h?.titleKey ?? h?.configuredTitle);
  const routeKey = typeof handle?.titleKey === 'function' ? handle.titleKey(regional) : handle?.titleKey;
  const configured = override ? '' : (handle?.configuredTitle?.(regional).trim() ?? '');
  const key = override ?? routeKey;
  const title = configured || (key ? t(key) : '');
  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : brand.name;
  }, [title, brand.name]);
}
