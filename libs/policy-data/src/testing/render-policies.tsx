import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { RegionalConfig } from '@portal/config';
import { renderWithPortal, type RenderWithPortalResult } from '@portal/testing';
import { testBrand, testRegionalConfig } from '@portal/config/testing';

export type RenderPoliciesOptions = {
  route?: string;
  path?: string;
  routes?: RouteObject[];
  flags?: Partial<RegionalConfig['featureFlag']>;
  /** Behind the session guard, the login page at /login (renderWithPortal's `guarded`). */
  guarded?: boolean;
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
    guarded: options.guarded,
    brandConfig: { brand: testBrand, regional },
  });
}
