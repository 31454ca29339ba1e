import { setRouteTemplate } from '@portal/telemetry';

type Matched = { route: { path?: string } };
type State = { initialized: boolean; matches: Matched[] };
type Followed = { state: State; subscribe: (listener: (state: State) => void) => () => void };

/** The matched route pattern ('/policy/:policyNumber'), never the path with its values: what telemetry reports. */
export function templateOf(matches: readonly Matched[]): string {
  let template = '';
  for (const { route } of matches) {
    if (!route.path) continue;
    template = route.path.startsWith('/') ? route.path : `${template.replace(/\/$/, '')}/${route.path}`;
  }
  return template || '/';
}

/**
 * Keeps telemetry's route template on the router's current match; returns the unsubscribe. Until the router is
 * initialized its matches are a placeholder (a signed-in first visit matches the catch-all while the router discovers
 * the signed-in pages): no template is set from them, or the landing page's Web Vitals would be filed under '/*'.
 */
export function followRouteTemplates(router: Followed): () => void {
  const follow = (state: State) => {
    if (state.initialized) setRouteTemplate(templateOf(state.matches));
  };
  follow(router.state);
  return router.subscribe(follow);
}
