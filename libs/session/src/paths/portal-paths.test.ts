import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { portalPaths, routePatterns } from './portal-paths';

describe('the route table', () => {
  // matchPath leaves a segment as it stands in the address (the router decodes it for useParams).
  const number = 'FN 123?#';
  const param = (match: ReturnType<typeof matchPath>) => decodeURIComponent(match?.params.policyNumber ?? '');

  it('builds each policy page at the pattern it is registered at, the policy number one segment that reads back', () => {
    for (const page of ['policy', 'payNow', 'updatePayment', 'documents'] as const) {
      const match = matchPath(routePatterns[page], portalPaths[page](number));
      expect(param(match), page).toBe(number);
    }
  });

  it("builds the document viewer's address with the document id in its query", () => {
    const url = new URL(portalPaths.documentViewer(number, 'doc&1=2'), 'https://portal.test');
    expect(param(matchPath(routePatterns.documentViewer, url.pathname))).toBe(number);
    expect(url.searchParams.get('docId')).toBe('doc&1=2');
  });

  it('links the fixed pages at their patterns', () => {
    for (const page of ['dashboard', 'login', 'logout', 'contacts', 'contactsUpdate'] as const) {
      expect(matchPath(routePatterns[page], portalPaths[page]), page).not.toBeNull();
    }
  });
});
