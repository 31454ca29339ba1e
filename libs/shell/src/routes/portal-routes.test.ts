import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { testRegionalConfig } from '@portal/config/testing';
import { portalRoutes } from './portal-routes';

const paths = (routes: RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);

const withDocuments = (documentsFeature: number) => ({
  ...testRegionalConfig,
  featureFlag: { ...testRegionalConfig.featureFlag, documentsFeature },
});

describe('route table (section 2)', () => {
  it('has every route of the specification and a catch-all', () => {
    expect(paths(portalRoutes(withDocuments(1)))).toEqual(
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
    expect(paths(portalRoutes(withDocuments(0))).filter((p) => p.startsWith('/documents'))).toEqual([]);
    expect(paths(portalRoutes(withDocuments(2))).filter((p) => p.startsWith('/documents'))).toEqual([]);
  });
});
