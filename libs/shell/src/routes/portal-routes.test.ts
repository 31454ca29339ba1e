import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { testRegionalConfig } from '@portal/config/testing';
import { portalRoutes, signedInPages } from './portal-routes';

const paths = (routes: RouteObject[]): string[] => routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);

const withDocuments = (documentsFeature: number) => ({
  ...testRegionalConfig,
  featureFlag: { ...testRegionalConfig.featureFlag, documentsFeature },
});

describe('route table (section 2)', () => {
  it('has every route of the specification and a catch-all; the signed-in pages only discovered', () => {
    const regional = withDocuments(1);
    const table = paths(portalRoutes(regional));
    expect(table).toEqual(expect.arrayContaining(['/login', '/logout', '*']));
    for (const page of paths(signedInPages(regional))) expect(table).not.toContain(page);
    expect(paths([...portalRoutes(regional), ...signedInPages(regional)])).toEqual(
      expect.arrayContaining([
        '/login',
        '/logout',
        '/',
        '/policy/:policyNumber',
        '/documents/:policyNumber',
        '/documents/:policyNumber/view',
        '/payment/:policyNumber',
        '/update/payment/:policyNumber',
        '/contacts',
        '/contacts/update',
        '/accessibility',
        '*',
      ]),
    );
  });

  it('has the documents routes only when the documents feature equals 1', () => {
    const documentPaths = (flag: number) => paths(signedInPages(withDocuments(flag))).filter((p) => p.startsWith('/documents'));
    expect(documentPaths(1)).toHaveLength(2);
    expect(documentPaths(0)).toEqual([]);
    expect(documentPaths(2)).toEqual([]);
  });
});
