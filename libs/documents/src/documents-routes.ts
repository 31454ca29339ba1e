import type { PageTitleKey } from '@portal/i18n';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { portalPaths, routePatterns } from '@portal/session';
import { servedInboxTitle } from './shared/served-inbox-title';

/**
 * Section 2: '/documents/{policyNumber}' with a docId shows the viewer. The list's address with a docId is replaced by
 * the viewer's (the query kept byte for byte, so an id reads back as it was sent), before either page's chunk loads.
 */
function viewerWhenDocId({ request, params }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  if (!url.searchParams.get('docId')) return null;
  return redirect(`${portalPaths.documents(params.policyNumber ?? '')}/view${url.search}`);
}

/**
 * The documents routes, each lazy (its own chunk). The shell places them inside its session guard and frame, and titles
 * them with the served inbox title (`configuredTitle`), the wording's `common:inbox` when it is blank.
 */
export const documentRoutes: RouteObject[] = [
  {
    path: routePatterns.documents,
    handle: { titleKey: 'common:inbox' satisfies PageTitleKey, configuredTitle: servedInboxTitle },
    loader: viewerWhenDocId,
    lazy: () => import('./list/document-list-page').then((m) => ({ Component: m.DocumentListPage })),
  },
  {
    path: routePatterns.documentViewer,
    handle: { titleKey: 'common:inbox' satisfies PageTitleKey, configuredTitle: servedInboxTitle },
    lazy: () => import('./viewer/document-viewer-page').then((m) => ({ Component: m.DocumentViewerPage })),
  },
];
