import type { RouteObject } from 'react-router';

/** The payment-update route, lazy (its own chunk). The shell places it inside its session guard and frame. */
export const paymentUpdateRoutes: RouteObject[] = [
  {
    path: '/update/payment/:policyNumber',
    handle: { titleKey: 'updatePayment' },
    lazy: () => import('./update/update-payment-page').then((m) => ({ Component: m.UpdatePaymentPage })),
  },
];
