import type { ReactNode } from 'react';
import { type RegionalConfig } from '@portal/config';
import { HostedComponentTimingsContext, type HostedComponentTimings } from '@portal/gateway';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { fastHostedComponentTimings } from '@portal/gateway/testing';
import { SANDBOX_GATEWAY_COMPONENTS } from '@portal/sandbox-api';
import { LocationDisplay, renderWithPortal, type RenderWithPortalResult } from '@portal/testing';
import { PayNowPage } from '../flow/paynow-page';

/** Short timings for tests (config's); a test changes one of them with `{ ...fastTimings, timeoutMs }`. */
export const fastTimings = fastHostedComponentTimings;

export type RenderPayNowOptions = {
  variant?: 'A' | 'B';
  flags?: Partial<RegionalConfig['featureFlag']>;
  regional?: Partial<RegionalConfig>;
  timings?: HostedComponentTimings;
  /** Behind the session guard, the login page at /login (renderWithPortal's `guarded`). */
  guarded?: boolean;
  /** Rendered beside the page in the same providers (a probe of the policy data, say). */
  alongside?: ReactNode;
};

/**
 * The Pay Now page at `route` in the portal's providers (test brand), with '/' showing where the router went. The
 * configuration names the sandbox's gateway components, as development's does; `regional.gateway` names others.
 */
export function renderPayNow(route: string, options: RenderPayNowOptions = {}): RenderWithPortalResult {
  const regional: RegionalConfig = {
    ...testRegionalConfig,
    gateway: SANDBOX_GATEWAY_COMPONENTS,
    ...options.regional,
    featureFlag: { ...testRegionalConfig.featureFlag, payNowWorkflowType: options.variant ?? 'A', ...options.flags },
  };
  const page = (
    <HostedComponentTimingsContext.Provider value={options.timings ?? fastTimings}>
      <PayNowPage />
      <LocationDisplay />
      {options.alongside}
    </HostedComponentTimingsContext.Provider>
  );
  return renderWithPortal(null, {
    route,
    routes: [
      { path: '/payment/:policyNumber', element: page },
      { path: '*', element: <LocationDisplay /> },
    ],
    brandConfig: { brand: testBrand, regional },
    guarded: options.guarded,
  });
}
