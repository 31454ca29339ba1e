/** Browser features the portal never uses; the hosted gateway components run in the page and need none either. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The Permissions-Policy: every feature denied, except `payment` for the card vendor's frame where its documentation
 * asks for it (Stripe's Payment Element, card provider 2: `payment=(self "https://js.stripe.com")`).
 */
export function permissionsPolicy(payment: string[] = []): string {
  return DENIED_FEATURES.map((feature) =>
    feature === 'payment' && payment.length > 0 ? `payment=(self ${payment.map((o) => `"${o}"`).join(' ')})` : `${feature}=()`,
  ).join(', ');
}
