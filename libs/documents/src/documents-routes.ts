import type { PageTitleKey } from '@portal/i18n';
import type { RouteObject } from 'react-router';
import { routePatterns } from '@portal/session';

/** The documents routes, each lazy (its own chunk). The shell places them inside its session guard and frame. */
export const documentRoutes: RouteObject[] = [
  {
    path: routePatterns.documents,
    handle: { titleKey: 'common:inbox' satisfies PageTitleKey },
    lazy: () => import('./list/document-list-page').then((m) => ({ Component: m.DocumentListPage })),
  },
  {
    path: routePatterns.documentViewer,
    handle: { titleKey: 'common:inbox' satisfies PageTitleKey },
    lazy: () => import('./viewer/document-viewer-page').then((m) => ({ Component: m.DocumentViewerPage })),
  },
];
