import type { RegionalConfig } from '@portal/config';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { SANDBOX_GATEWAY_COMPONENTS } from '@portal/sandbox-api';
import { LocationDisplay, renderWithPortal, type RenderWithPortalResult } from '@portal/session/testing';
import { CardTimingsContext } from '../card/card-timings-context';
import { PayNowPage } from '../flow/paynow-page';
import type { CardTimings } from '../paynow-timings';

/** Short timings for tests: poll every 10 ms, submit 50 ms after the element appears, give up after 300 ms. */
export const fastTimings: CardTimings = { pollMs: 10, enableDelayMs: 50, timeoutMs: 300 };

export type RenderPayNowOptions = {
  variant?: 'A' | 'B';
  flags?: Partial<RegionalConfig['featureFlag']>;
  regional?: Partial<RegionalConfig>;
  timings?: CardTimings;
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
    <CardTimingsContext.Provider value={options.timings ?? fastTimings}>
      <PayNowPage />
      <LocationDisplay />
    </CardTimingsContext.Provider>
  );
  return renderWithPortal(null, {
    route,
    routes: [
      { path: '/payment/:policyNumber', element: page },
      { path: '*', element: <LocationDisplay /> },
    ],
    brandConfig: { brand: testBrand, regional },
  });
}
