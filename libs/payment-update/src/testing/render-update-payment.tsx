import { HostedComponentTimingsContext, type HostedComponentTimings, type RegionalConfig } from '@portal/config';
import { fastHostedComponentTimings, testBrand, testRegionalConfig } from '@portal/config/testing';
import { SANDBOX_GATEWAY_COMPONENTS } from '@portal/sandbox-api';
import { LocationDisplay, renderWithPortal, type RenderWithPortalResult } from '@portal/session/testing';
import { UpdatePaymentPage } from '../update/update-payment-page';

/** Short timings for tests (config's); a test changes one of them with `{ ...fastTimings, timeoutMs }`. */
export const fastTimings = fastHostedComponentTimings;

export type RenderUpdatePaymentOptions = {
  variant?: 'A' | 'B';
  provider?: 1 | 2;
  region?: string;
  timings?: HostedComponentTimings;
  /** The gateway's components (default: the sandbox's, as development's configuration names them). */
  gateway?: RegionalConfig['gateway'];
};

/** The update-payment page at `route` in the portal's providers (test brand); other paths show where the router went. */
export function renderUpdatePayment(route: string, options: RenderUpdatePaymentOptions = {}): RenderWithPortalResult {
  const regional: RegionalConfig = {
    ...testRegionalConfig,
    gateway: 'gateway' in options ? options.gateway : SANDBOX_GATEWAY_COMPONENTS,
    creditCardProvider: options.provider ?? 1,
    region: options.region ?? testRegionalConfig.region,
    featureFlag: { ...testRegionalConfig.featureFlag, paymentUpdateWorkflowType: options.variant ?? 'A' },
  };
  const page = (
    <HostedComponentTimingsContext.Provider value={options.timings ?? fastTimings}>
      <UpdatePaymentPage />
      <LocationDisplay />
    </HostedComponentTimingsContext.Provider>
  );
  return renderWithPortal(null, {
    route,
    routes: [
      { path: '/update/payment/:policyNumber', element: page },
      { path: '*', element: <LocationDisplay /> },
    ],
    brandConfig: { brand: testBrand, regional },
  });
}

/** What the browser does with the scripts the API names: the sandbox gateway's own code defines them. */
export async function loadGatewayScripts(): Promise<void> {
  for (const path of ['/gateway/registration.js', '/gateway/custom-form/v3/stripe.js']) {
    if (path.includes('stripe')) {
      // The stand-in finds its API beside the script element that loaded it.
      const el = document.createElement('script');
      el.setAttribute('src', `${window.location.origin}${path}`);
      el.type = 'text/plain';
      document.head.appendChild(el);
    }
    new Function(await (await fetch(`${window.location.origin}${path}`)).text())();
  }
}
