import type { RouteObject } from 'react-router';
import { authRoutes, signedInRoutes } from '@portal/auth';
import type { RegionalConfig } from '@portal/config';
import { contactRoutes } from '@portal/contacts';
import { documentRoutes } from '@portal/documents';
import { paymentUpdateRoutes } from '@portal/payment-update';
import { payNowRoutes } from '@portal/paynow';
import { policyRoutes } from '@portal/policies';
import { PortalFrame } from '../frame/portal-frame';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';

/**
 * The route table of section 2. Each feature library contributes its routes (lazy, one chunk per page, except the
 * login page: the landing page is in the entry chunk).
 * Documents routes exist only when documentsFeature equals 1.
 */
export function portalRoutes(regional: RegionalConfig): RouteObject[] {
  const documentsOn = regional.featureFlag.documentsFeature === 1;
  return [
    {
      Component: PortalFrame,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            ...authRoutes,
            // Every feature page needs a signed-in customer; /login, /logout and not-found stay open.
            signedInRoutes([
              ...policyRoutes,
              ...(documentsOn ? documentRoutes : []),
              ...payNowRoutes,
              ...paymentUpdateRoutes,
              ...contactRoutes,
            ]),
            // Open signed in and signed out: every brand's footer links to it.
            {
              path: '/accessibility',
              handle: { titleKey: 'accessibility' },
              lazy: () =>
                import('../accessibility/accessibility-statement-page').then((m) => ({ Component: m.AccessibilityStatementPage })),
            },
            { path: '*', handle: { titleKey: 'notFound' }, Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
