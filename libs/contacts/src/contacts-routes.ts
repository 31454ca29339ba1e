import type { PageTitleKey } from '@portal/config';
import type { RouteObject } from 'react-router';

/** The contacts routes, each lazy (its own chunk). The shell places them inside its session guard and frame. */
export const contactRoutes: RouteObject[] = [
  {
    path: '/contacts',
    handle: { titleKey: 'common:myContactDetails' satisfies PageTitleKey },
    lazy: () => import('./view/contacts-page').then((m) => ({ Component: m.ContactsPage })),
  },
  {
    path: '/contacts/update',
    handle: { titleKey: 'shell:titles.contactsUpdate' satisfies PageTitleKey },
    lazy: () => import('./edit/contacts-update-page').then((m) => ({ Component: m.ContactsUpdatePage })),
  },
];
