import type { RouteObject } from 'react-router';
import { authRoutes, signedInRoutes } from '@portal/auth';
import type { RegionalConfig } from '@portal/config';
import { policyRoutes } from '@portal/policies';
import { PortalFrame } from '../frame/portal-frame';
import { NotFoundPage } from '../pages/not-found-page';
import { PlaceholderPage } from '../pages/placeholder-page';
import { RouteErrorPage } from '../pages/route-error-page';

const placeholder = (path: string, titleKey: string): RouteObject => ({
  path,
  handle: { titleKey },
  Component: PlaceholderPage,
});

/**
 * The route table of section 2. Each feature library contributes its routes (lazy, one chunk per page, except the
 * login page: the landing page is in the entry chunk); a feature not built yet shows a placeholder.
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
              ...(documentsOn
                ? [placeholder('/documents/:policyNumber', 'documents'), placeholder('/documents/:policyNumber/view', 'document')]
                : []),
              placeholder('/payment/:policyNumber', 'payment'),
              placeholder('/update/payment/:policyNumber', 'updatePayment'),
              placeholder('/contacts', 'contacts'),
              placeholder('/contacts/update', 'contactsUpdate'),
            ]),
            { path: '*', handle: { titleKey: 'notFound' }, Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
