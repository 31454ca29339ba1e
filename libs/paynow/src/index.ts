// Public face of @portal/paynow.
export { payNowRoutes } from './paynow-routes';
