import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authRoutes } from '@portal/auth';
import type { RegionalConfig } from '@portal/config';
import { commonWording } from '@portal/i18n';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { documentRoutes } from '@portal/documents';
import { paymentUpdateRoutes } from '@portal/payment-update';
import { renderWithPortal } from '@portal/testing';
import { signedInPages } from '../routes/portal-routes';
import { shellWording } from '../shell-wording';
import { useDocumentTitle, type RouteHandle } from './use-document-title';

const regionalWith = (flags: Partial<RegionalConfig['featureFlag']>): RegionalConfig => ({
  ...testRegionalConfig,
  featureFlag: { ...testRegionalConfig.featureFlag, documentsFeature: 1, ...flags },
});

/** The page title section 2 gives a path, as the shell reads it: the deepest matched route that names one. */
function titleOf(path: string, regional: RegionalConfig): string | undefined {
  const matches = matchRoutes([...authRoutes, ...signedInPages(regional)], path) ?? [];
  const key = matches
    .map((m) => (m.route.handle as RouteHandle | undefined)?.titleKey)
    .map((k) => (typeof k === 'function' ? k(regional) : k))
    .filter(Boolean)
    .at(-1);
  if (!key) return undefined;
  const [ns, name] = key.split(':') as [string, string];
  const wording: Record<string, Record<string, string>> = { shell: shellWording, common: commonWording };
  return wording[ns]?.[name];
}

describe('page titles (section 2)', () => {
  it.each([
    ['/login', 'My Account Login'],
    ['/', 'My insurance policies'],
    ['/policy/51000101', 'Policy overview'],
    ['/payment/51000101', 'Make a payment'],
    ['/update/payment/51000101', 'Edit payment details'],
    ['/contacts', 'My contact details'],
    ['/contacts/update', 'Edit contact details'],
  ])('%s is titled %s', (path, title) => {
    expect(titleOf(path, regionalWith({}))).toBe(title);
  });

  it('titles the payment update page by its variant: A Edit payment details, B Update details', () => {
    expect(titleOf('/update/payment/51000101', regionalWith({ paymentUpdateWorkflowType: 'A' }))).toBe('Edit payment details');
    expect(titleOf('/update/payment/51000101', regionalWith({ paymentUpdateWorkflowType: 'B' }))).toBe('Update details');
  });

  function TitledPage() {
    useDocumentTitle();
    return <p>page</p>;
  }

  it('sets document.title from the real route handle (a function of the configuration) with the brand name', async () => {
    renderWithPortal(null, {
      route: '/update/payment/1',
      routes: [{ path: '/update/payment/:n', handle: paymentUpdateRoutes[0]?.handle, element: <TitledPage /> }],
      brandConfig: { brand: testBrand, regional: regionalWith({ paymentUpdateWorkflowType: 'B' }) },
    });
    await screen.findByText('page');
    await waitFor(() => expect(document.title).toBe(`Update details | ${testBrand.name}`));
  });

  const servingInboxTitle = (inboxTitle: string): RegionalConfig => {
    const regional = regionalWith({});
    const pages = { policyDetails: { ...regional.regionalisation.pages.policyDetails, inboxTitle } };
    return { ...regional, regionalisation: { ...regional.regionalisation, pages } };
  };

  it.each([0, 1])('titles the documents (route %i) with the served pages.policyDetails.inboxTitle', async (route) => {
    renderWithPortal(null, {
      route: '/documents/1',
      routes: [{ path: '/documents/:n', handle: documentRoutes[route]?.handle, element: <TitledPage /> }],
      brandConfig: { brand: testBrand, regional: servingInboxTitle('Correspondence') },
    });
    await screen.findByText('page');
    await waitFor(() => expect(document.title).toBe(`Correspondence | ${testBrand.name}`));
  });

  it('titles the documents with the brand’s one override of the shared phrase (common:inbox) when the served title is blank', async () => {
    const brand = { ...testBrand, wording: { common: { inbox: 'Policy documents' } } };
    renderWithPortal(null, {
      route: '/documents/1',
      routes: [{ path: '/documents/:n', handle: documentRoutes[0]?.handle, element: <TitledPage /> }],
      brandConfig: { brand, regional: servingInboxTitle(' ') },
    });
    await screen.findByText('page');
    await waitFor(() => expect(document.title).toBe(`Policy documents | ${testBrand.name}`));
  });
});
