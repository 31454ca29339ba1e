import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RegionalConfig } from '@portal/config';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { renderWithPortal, signInForTest } from '@portal/testing';
import { PolicyDetailPage } from './policy-detail-page';

const sandbox = setupSandboxServer();

const servedWith = (inboxTitle: string): RegionalConfig => ({
  ...testRegionalConfig,
  featureFlag: { ...testRegionalConfig.featureFlag, documentsFeature: 1 },
  regionalisation: {
    ...testRegionalConfig.regionalisation,
    pages: { policyDetails: { ...testRegionalConfig.regionalisation.pages.policyDetails, inboxTitle } },
  },
});

const open = (regional: RegionalConfig) =>
  renderWithPortal(<PolicyDetailPage />, {
    route: '/policy/51000101',
    path: '/policy/:policyNumber',
    brandConfig: { brand: testBrand, regional },
  });

/** The policy's HitList (documentlist) answered with only the hits `keep` lets through (the sandbox's own answer, filtered). */
const documentListKeeping = (keep: (hit: { FolderFields: { FileType?: string } }) => boolean) => {
  const answered = { count: 0 };
  sandbox.server.use(
    http.get('*/api/v1/Document/documentlist', async ({ request }) => {
      const { HitList } = (await (await sandbox.app.fetch(request)).json()) as { HitList: Parameters<typeof keep>[0][] };
      answered.count += 1;
      return HttpResponse.json({ HitList: HitList.filter(keep) });
    }),
  );
  return answered;
};

describe('the policy’s inbox link (section 2)', () => {
  it('is named by the served pages.policyDetails.inboxTitle', async () => {
    await signInForTest('au-family');
    open(servedWith('Correspondence'));
    expect(await screen.findByRole('link', { name: 'Correspondence' })).toHaveAttribute('href', '/documents/51000101');
    expect(screen.queryByRole('link', { name: 'My inbox' })).not.toBeInTheDocument();
  });

  it('keeps the wording’s title when the served one is blank', async () => {
    await signInForTest('au-family');
    open(servedWith('  '));
    expect(await screen.findByRole('link', { name: 'My inbox' })).toBeInTheDocument();
  });

  it('counts only what the list shows: a policy whose documents are all e-mails (or other types) has no inbox link', async () => {
    const answered = documentListKeeping((hit) => hit.FolderFields.FileType?.toLowerCase() !== 'pdf');
    await signInForTest('au-family');
    open(servedWith('My inbox'));
    await screen.findByRole('region', { name: 'Policy summary' });
    // The e-mail's list has been answered and read.
    await waitFor(() => expect(answered.count).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('link', { name: 'My inbox' })).not.toBeInTheDocument();
  });
});
