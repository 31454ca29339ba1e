import type { PageTitleKey } from '@portal/i18n';
import type { RouteObject } from 'react-router';
import { routePatterns } from '@portal/session';

/** The contacts routes, each lazy (its own chunk). The shell places them inside its session guard and frame. */
export const contactRoutes: RouteObject[] = [
  {
    path: routePatterns.contacts,
    handle: { titleKey: 'common:myContactDetails' satisfies PageTitleKey },
    lazy: () => import('./view/contacts-page').then((m) => ({ Component: m.ContactsPage })),
  },
  {
    path: routePatterns.contactsUpdate,
    handle: { titleKey: 'shell:titles.contactsUpdate' satisfies PageTitleKey },
    lazy: () => import('./edit/contacts-update-page').then((m) => ({ Component: m.ContactsUpdatePage })),
  },
];
