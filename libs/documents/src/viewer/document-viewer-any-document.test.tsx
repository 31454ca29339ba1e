import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedFixtures } from '@portal/sandbox-api';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { renderDocuments } from '../testing/render-documents';

const sandbox = setupSandboxServer();

/** The DocumentIds the page sent to documentstream. */
function recordStreamCalls(): string[] {
  const ids: string[] = [];
  sandbox.server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/Document/documentstream'))
      ids.push(((await request.clone().json()) as { DocumentId: string }).DocumentId);
  });
  return ids;
}

const hitOf = (docId: string) =>
  seedFixtures(Date.now())
    .flatMap((f) => f.policies.flatMap((p) => p.documents))
    .find((d) => d.hit.DocId === docId)?.hit;

beforeEach(() => {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:test/${(n += 1)}`), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  sandbox.server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

describe('DocumentViewerPage: every document of the HitList', () => {
  it("opens an e-mail of FileType 'EML' (not listed) by its id: headers, inline image, 'Attached Files'", async () => {
    expect(hitOf('51000101 EMAIL 0003')).toMatchObject({ FolderFields: { FileType: 'EML' }, QuadientHeaders: expect.any(Object) });
    const calls = recordStreamCalls();
    await signInForTest('au-family');
    renderDocuments(`/documents/51000101/view?docId=${encodeURIComponent('51000101 EMAIL 0003')}`);
    expect(await screen.findByText('Customer Service <service@insurer.example>')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Premium notice' })).toBeInTheDocument();
    expect(screen.getByTitle('E-mail: Your premium notice for policy 51000101').getAttribute('srcdoc')).toContain(
      'src="data:image/png;base64,',
    );
    const files = screen.getByRole('region', { name: 'Attached Files' });
    expect(await within(files).findByRole('link', { name: 'Download Premium-Notice-51000101.pdf' })).toBeInTheDocument();
    expect(calls).toEqual(['51000101+EMAIL+0003']);
  });

  it("finds a docId whose '+' came back from the address as a space, and sends it with the '+'", async () => {
    expect(hitOf('51000101 LETTER+0010')).toBeDefined();
    const calls = recordStreamCalls();
    await signInForTest('au-family');
    renderDocuments('/documents/51000101/view?docId=51000101+LETTER+0010'); // not form-encoded: reads '51000101 LETTER 0010'
    expect(await screen.findByRole('link', { name: 'Download Beneficiary-Update-51000101.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Beneficiary update' })).toBeInTheDocument();
    expect(calls).toEqual(['51000101+LETTER+0010']);
  });

  it('opens the list’s own link to that document (%2B) the same way', async () => {
    await signInForTest('au-family');
    renderDocuments('/documents/51000101/view?docId=51000101%20LETTER%2B0010');
    expect(await screen.findByRole('link', { name: 'Download Beneficiary-Update-51000101.pdf' })).toBeInTheDocument();
  });

  it('lets the content decide when FileType is absent: an e-mail without one is shown as an e-mail', async () => {
    expect(hitOf('51000101 EMAIL 0011')?.FolderFields.FileType).toBeUndefined();
    await signInForTest('au-family');
    renderDocuments(`/documents/51000101/view?docId=${encodeURIComponent('51000101 EMAIL 0011')}`);
    expect(await screen.findByText('We updated your address for policy 51000101')).toBeInTheDocument();
    expect(screen.getByText(/Your new address is saved\./)).toBeInTheDocument();
  });

  it("says 'Document not found' for another FileType (a tif scan) without asking for its content", async () => {
    const calls = recordStreamCalls();
    await signInForTest('au-family');
    renderDocuments(`/documents/51000101/view?docId=${encodeURIComponent('51000101 SCAN 0009')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Document not found');
    expect(calls).toEqual([]);
  });
});
