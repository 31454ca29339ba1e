import { type RegionalConfig } from '@portal/config';
import { HostedComponentTimingsContext, type HostedComponentTimings } from '@portal/gateway';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { fastHostedComponentTimings } from '@portal/gateway/testing';
import { SANDBOX_GATEWAY_COMPONENTS } from '@portal/sandbox-api';
import { runVendorScript } from '@portal/sandbox-api/testing';
import { screen, waitFor } from '@testing-library/react';
import { LocationDisplay, renderWithPortal, type RenderWithPortalResult } from '@portal/testing';
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
  /** Behind the session guard, the login page at /login (renderWithPortal's `guarded`). */
  guarded?: boolean;
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
    guarded: options.guarded,
  });
}

/**
 * What the browser does with the scripts the API names: the sandbox gateway's registration element, and Stripe.js as
 * CustomFormAPIURL names it (the sandbox's stand-in, whose card fields are in a frame: `cardFrame`).
 */
export async function loadGatewayScripts(): Promise<void> {
  new Function(await (await fetch(`${window.location.origin}/gateway/registration.js`)).text())();
  await runVendorScript(`${window.location.origin}/__vendor/js.stripe.com/v3/`);
}

/** The card fields of provider 2, in Stripe's frame once it has loaded (`loadVendorStandIns`). */
export async function cardFrame(): Promise<HTMLElement> {
  const frame = await screen.findByTitle('Secure payment input frame', {}, { timeout: 3000 });
  const body = await waitFor(
    () => {
      const inFrame = (frame as HTMLIFrameElement).contentDocument?.body;
      if (!inFrame?.querySelector('input')) throw new Error('The card frame has not drawn its fields yet');
      return inFrame;
    },
    { timeout: 3000 },
  );
  return body;
}
