import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { signInForTest, type RenderWithPortalResult } from '@portal/testing';
import { describeCells, expectAlert, expectCellOutcome, setupFaultCells, type CallId, type Outcome } from '@portal/testing/fault-cells';
import { renderDocuments } from './testing/render-documents';

// The fault matrix on the documents screens (docs/fault-matrix.md): each cell renders the page that makes the call
// with the fault injected into the sandbox, and checks what the customer sees.
const { sandbox, cells } = setupFaultCells();

beforeEach(() => {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:test/${(n += 1)}`), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

const screens: Partial<Record<CallId, () => RenderWithPortalResult>> = {
  getDocumentList: () => renderDocuments('/documents/51000101', {}, { guarded: true }),
  getDocumentStream: () =>
    renderDocuments(`/documents/51000101/view?docId=${encodeURIComponent('51000101 LETTER 0002')}`, {}, { guarded: true }),
};

/** What the customer sees for each screen outcome the documents pages have. */
const seen: Partial<Record<Outcome, (view: RenderWithPortalResult) => Promise<void>>> = {
  'load-failed': async () => {
    await expectAlert('We could not load your documents. Please try again later.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  },
  'document-not-found': async () => {
    const alert = await expectAlert('Document not found');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  },
  'document-failed': async () => {
    const alert = await expectAlert('Unable to download the Document. Please try again.');
    // The retry, once the fault is gone, shows the document.
    await sandbox.app.request('/__sandbox/faults', { method: 'DELETE' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Download Annual-Statement-51000101.pdf' })).toBeInTheDocument();
  },
};

describeCells('documents', async (call, { fault, outcome }) => {
  await signInForTest('au-family');
  await cells.inject(call, fault);
  const view = screens[call]!();
  await cells.passTimeOut(call, fault);
  await expectCellOutcome(view, outcome, seen, view);
});
