// Public face of @portal/payment-update.
export { paymentUpdateRoutes } from './payment-update-routes';
