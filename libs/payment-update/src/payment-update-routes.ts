import type { RouteObject } from 'react-router';
import type { RegionalConfig } from '@portal/config';
import type { PageTitleKey } from '@portal/i18n';
import { routePatterns } from '@portal/session';

/** Section 2's titles: variant A 'Edit payment details'; variant B (reached by its 'Update' button) 'Update details'. */
export const updatePaymentTitleKey = (regional: RegionalConfig): PageTitleKey =>
  regional.featureFlag.paymentUpdateWorkflowType === 'B' ? 'shell:titles.updateDetails' : 'common:editPaymentDetails';

/** The payment-update route, lazy (its own chunk). The shell places it inside its session guard and frame. */
export const paymentUpdateRoutes: RouteObject[] = [
  {
    path: routePatterns.updatePayment,
    handle: { titleKey: updatePaymentTitleKey },
    lazy: () => import('./update/update-payment-page').then((m) => ({ Component: m.UpdatePaymentPage })),
  },
];
