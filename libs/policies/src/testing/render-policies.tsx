import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { renderWithPortal, testBrand, testRegionalConfig, type RenderWithPortalResult } from '@portal/auth/testing';
import type { RegionalConfig } from '@portal/config';

/** The shell's not-found wording, which the policy page reuses (the shell's own text lives in libs/shell). */
const shellNotFound = { 'notFound.heading': 'Page not found', 'notFound.intro': 'Sorry, we could not find the page.' };

export type RenderPoliciesOptions = {
  route?: string;
  path?: string;
  routes?: RouteObject[];
  flags?: Partial<RegionalConfig['featureFlag']>;
};

/** Renders a policies screen in the portal's providers (test brand), with the given feature flags. */
export function renderPolicies(ui: ReactElement | null, options: RenderPoliciesOptions = {}): RenderWithPortalResult {
  const regional: RegionalConfig = {
    ...testRegionalConfig,
    featureFlag: { ...testRegionalConfig.featureFlag, ...options.flags },
  };
  return renderWithPortal(ui, {
    route: options.route,
    path: options.path,
    routes: options.routes,
    brandConfig: { brand: testBrand, regional },
    wording: { shell: shellNotFound },
  });
}
