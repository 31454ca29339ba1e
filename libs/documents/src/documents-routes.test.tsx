import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { LocationDisplay, renderWithPortal, signInForTest } from '@portal/testing';
import { documentRoutes } from './documents-routes';

setupSandboxServer();

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test/1'), revokeObjectURL: vi.fn() }));
  return () => vi.unstubAllGlobals();
});

/** The documents routes as the shell registers them (lazy chunks, the library's own table), at `route`. */
const openRoute = (route: string) =>
  renderWithPortal(null, {
    route,
    brandConfig: {
      brand: testBrand,
      regional: { ...testRegionalConfig, featureFlag: { ...testRegionalConfig.featureFlag, documentsFeature: 1 } },
    },
    routes: [
      {
        element: (
          <>
            <Outlet />
            <LocationDisplay />
          </>
        ),
        children: documentRoutes,
      },
    ],
  });

const docId = encodeURIComponent('51000101 LETTER 0002');

describe('documents routes (section 2)', () => {
  it('/documents/{policyNumber} without docId shows the list', async () => {
    await signInForTest('au-family');
    openRoute('/documents/51000101');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/documents\/51000101$/);
  });

  it('/documents/{policyNumber}?docId={id} shows the viewer of that document, at the viewer’s address with the query as sent', async () => {
    await signInForTest('au-family');
    openRoute(`/documents/51000101?docId=${docId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual statement' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download Annual-Statement-51000101.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/documents/51000101/view?docId=${docId}`);
  });

  it('/documents/{policyNumber}/view?docId={id} still shows the viewer', async () => {
    await signInForTest('au-family');
    openRoute(`/documents/51000101/view?docId=${docId}`);
    expect(await screen.findByRole('link', { name: 'Download Annual-Statement-51000101.pdf' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/documents/51000101/view?docId=${docId}`);
  });
});
