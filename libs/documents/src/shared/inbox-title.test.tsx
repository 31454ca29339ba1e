import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegionalConfig } from '@portal/config';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { renderWithPortal, signInForTest } from '@portal/testing';
import { documentRoutes } from '../documents-routes';

setupSandboxServer();

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test/1'), revokeObjectURL: vi.fn() }));
  return () => vi.unstubAllGlobals();
});

const servedWith = (inboxTitle: string): RegionalConfig => ({
  ...testRegionalConfig,
  featureFlag: { ...testRegionalConfig.featureFlag, documentsFeature: 1 },
  regionalisation: {
    ...testRegionalConfig.regionalisation,
    pages: { policyDetails: { ...testRegionalConfig.regionalisation.pages.policyDetails, inboxTitle } },
  },
});

const open = (route: string, inboxTitle: string) =>
  renderWithPortal(null, { route, brandConfig: { brand: testBrand, regional: servedWith(inboxTitle) }, routes: documentRoutes });

describe('the inbox title (section 2: the served pages.policyDetails.inboxTitle)', () => {
  it('heads the document list', async () => {
    await signInForTest('au-family');
    open('/documents/51000101', 'Correspondence');
    expect(await screen.findByRole('heading', { level: 1, name: 'Correspondence' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My inbox' })).not.toBeInTheDocument();
  });

  it('names the viewer’s way back to the list', async () => {
    await signInForTest('au-family');
    open(`/documents/51000101/view?docId=${encodeURIComponent('51000101 LETTER 0002')}`, 'Correspondence');
    expect(await screen.findByRole('link', { name: 'Back to Correspondence' })).toHaveAttribute('href', '/documents/51000101');
  });

  it('is the wording’s when the served one is blank', async () => {
    await signInForTest('au-family');
    open('/documents/51000101', '');
    expect(await screen.findByRole('heading', { level: 1, name: 'My inbox' })).toBeInTheDocument();
  });
});
