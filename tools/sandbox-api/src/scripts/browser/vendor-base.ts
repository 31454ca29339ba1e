import { VENDOR_PREFIX } from '../../vendor-hosts.ts';

/**
 * Where a vendor stand-in reaches the vendor's other hosts, from its own URL (a page script's `document.currentScript`,
 * a frame's `location`). Served under the vendor's own name (`https://js.stripe.com/v3/`: the end-to-end suite, as
 * production) the hosts are the vendor's own (`https://api.stripe.com`); served by the sandbox at
 * `<sandbox>/__vendor/js.stripe.com/v3/` (development, Storybook, the DOM tests) they are beside it,
 * `<sandbox>/__vendor/api.stripe.com`. Given a vendor's origin, the base to reach it at (no trailing slash).
 */
export const vendorBaseOf =
  (ownUrl: string) =>
  (vendorOrigin: string): string => {
    const url = new URL(ownUrl);
    const at = url.pathname.indexOf(`${VENDOR_PREFIX}/`);
    return at < 0 ? vendorOrigin : `${url.origin}${url.pathname.slice(0, at)}${VENDOR_PREFIX}/${new URL(vendorOrigin).host}`;
  };
