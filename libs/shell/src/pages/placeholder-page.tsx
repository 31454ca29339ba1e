import { useMatches } from 'react-router';
import type { RouteHandle } from '../frame/use-document-title';
import { useShellTranslation } from '../use-shell-translation';

/** Stands in for a route whose feature library is not built yet (issue tracker: one capability per issue). */
export function PlaceholderPage() {
  const { t } = useShellTranslation();
  const key = [...useMatches()].reverse().map((m) => (m.handle as RouteHandle | undefined)?.titleKey).find(Boolean);
  return (
    <section>
      <h1>{key ? t(`titles.${key}`) : ''}</h1>
      <p>{t('placeholder.body')}</p>
    </section>
  );
}
