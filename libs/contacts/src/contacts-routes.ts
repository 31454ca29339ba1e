import type { RouteObject } from 'react-router';

/** The contacts routes, each lazy (its own chunk). The shell places them inside its session guard and frame. */
export const contactRoutes: RouteObject[] = [
  {
    path: '/contacts',
    handle: { titleKey: 'contacts' },
    lazy: () => import('./view/contacts-page').then((m) => ({ Component: m.ContactsPage })),
  },
  {
    path: '/contacts/update',
    handle: { titleKey: 'contactsUpdate' },
    lazy: () => import('./edit/contacts-update-page').then((m) => ({ Component: m.ContactsUpdatePage })),
  },
];
