import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useBrand } from '@portal/config';

export type RouteHandle = { titleKey?: string };

/** Sets document.title from the deepest route that names one: '<page title> | <brand name>'. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const key = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.titleKey).find(Boolean);
  const title = key ? t(`titles.${key}`) : '';
  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : brand.name;
  }, [title, brand.name]);
}
