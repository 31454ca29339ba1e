import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { renderDocuments } from '../testing/render-documents';

const sandbox = setupSandboxServer();

const open = (docId: string) => renderDocuments(`/documents/51000101/view?docId=${encodeURIComponent(`51000101 ${docId}`)}`);
const frameDoc = () => screen.getByTitle(/^E-mail:/).getAttribute('srcdoc') ?? '';

beforeEach(() => {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:test/${(n += 1)}`), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'pdfViewerEnabled', { value: undefined, configurable: true });
  delete (window.history as { length?: number }).length;
});

describe('DocumentViewerPage', () => {
  it("titles a document the list answered without a type or file name '(no subject)', never an empty heading", async () => {
    await signInForTest('au-family');
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        route: '/api/v1/Document/documentlist',
        mode: 'reshape',
        reshape: { nullify: ['CorrespondenceType', 'FileName'] },
      }),
    });
    open('LETTER 0002');
    expect(await screen.findByRole('heading', { level: 1, name: '(no subject)' })).toBeInTheDocument();
  });

  it('shows the loading text, then a PDF from a blob URL with a download named after the document', async () => {
    await signInForTest('au-family');
    open('LETTER 0002');
    expect(await screen.findByText('Loading your document...')).toBeInTheDocument();
    const download = await screen.findByRole('link', { name: 'Download Annual-Statement-51000101.pdf' });
    expect(download).toHaveAttribute('href', expect.stringMatching(/^blob:/));
    expect(download).toHaveAttribute('download', 'Annual-Statement-51000101.pdf');
    expect(screen.getByTitle('Annual-Statement-51000101.pdf (PDF)')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.getByRole('heading', { level: 1, name: 'Annual statement' })).toBeInTheDocument();
  });

  it('offers download and a new tab, no frame, where the browser cannot show PDFs inline (a tab with the portal’s history stays)', async () => {
    Object.defineProperty(navigator, 'pdfViewerEnabled', { value: false, configurable: true });
    Object.defineProperty(window.history, 'length', { value: 3, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await signInForTest('au-family');
    open('LETTER 0006'); // answered with \u002B escapes
    expect(await screen.findByRole('link', { name: 'Open Cover-Change-51000101.pdf in a new tab' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/cannot show PDF documents on this page/)).toBeInTheDocument();
    expect(screen.queryByTitle(/\(PDF\)$/)).not.toBeInTheDocument();
    // The page's effects have run (the view is settled), and more than the close delay has passed.
    await act(() => vi.advanceTimersByTimeAsync(100));
    act(() => vi.advanceTimersByTime(5000));
    expect(close).not.toHaveBeenCalled();
    expect(click).not.toHaveBeenCalled();
    expect(screen.queryByText(/This window will close/)).not.toBeInTheDocument();
  });

  it('downloads the PDF and closes the window after 2 seconds where the browser cannot show PDFs, in a tab opened for it', async () => {
    Object.defineProperty(navigator, 'pdfViewerEnabled', { value: false, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const downloads: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    // The tab holds this document alone (the DOM tests share one window, whose history earlier tests have grown).
    Object.defineProperty(window.history, 'length', { value: 1, configurable: true });
    await signInForTest('au-family');
    open('LETTER 0006');
    expect(await screen.findByText('Your document is downloading. This window will close in 2 seconds.')).toHaveAttribute('role', 'status');
    const download = screen.getByRole('link', { name: 'Download Cover-Change-51000101.pdf' });
    expect(downloads).toEqual([{ href: download.getAttribute('href'), download: 'Cover-Change-51000101.pdf' }]);
    act(() => vi.advanceTimersByTime(1500));
    expect(close).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(600));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('never closes the window when the PDF is shown inline', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await signInForTest('au-family');
    open('LETTER 0002');
    expect(await screen.findByTitle('Annual-Statement-51000101.pdf (PDF)')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    act(() => vi.advanceTimersByTime(5000));
    expect(close).not.toHaveBeenCalled();
  });

  it("says 'Document not found' for content that is neither PDF nor e-mail, and for an id not in the list", async () => {
    await signInForTest('au-family');
    const { unmount } = open('LETTER 0007');
    expect(await screen.findByRole('alert')).toHaveTextContent('Document not found');
    unmount();
    open('NO SUCH DOC');
    expect(await screen.findByRole('alert')).toHaveTextContent('Document not found');
  });

  it('says the download failed, and the retry downloads it again', async () => {
    await signInForTest('au-family');
    await fetch(`${window.location.origin}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: '/api/v1/Document/documentstream', status: 500, times: 1 }),
    });
    open('LETTER 0002');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to download the Document. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Download Annual-Statement-51000101.pdf' })).toBeInTheDocument();
  });

  it('shows an e-mail: sender, date and subject, the HTML body with its cid: image in a sandboxed frame, its PDF attachment', async () => {
    await signInForTest('au-family');
    open('EMAIL 0003');
    expect(await screen.findByText('Customer Service <service@insurer.example>')).toBeInTheDocument();
    expect(screen.getByText('Your premium notice for policy 51000101')).toBeInTheDocument();
    const frame = screen.getByTitle('E-mail: Your premium notice for policy 51000101');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(frameDoc()).toContain('src="data:image/png;base64,');
    expect(frameDoc()).toContain("default-src 'none'; img-src data:;");
    const files = screen.getByRole('region', { name: 'Attached Files' });
    expect(await within(files).findByRole('link', { name: 'Download Premium-Notice-51000101.pdf' })).toHaveAttribute(
      'download',
      'Premium-Notice-51000101.pdf',
    );
  });

  it('shows a plain-text e-mail as text, markup and all', async () => {
    await signInForTest('au-family');
    open('EMAIL 0004');
    expect(await screen.findByText(/<b>This is plain text, not markup.<\/b>/)).toBeInTheDocument();
    expect(screen.queryByTitle(/^E-mail:/)).not.toBeInTheDocument();
  });

  it('hides remote images and says so, offering no way to show them (the page’s CSP names no image host)', async () => {
    await signInForTest('au-family');
    open('EMAIL 0005');
    expect(await screen.findByText('Images from the internet are hidden to protect your privacy.')).toBeInTheDocument();
    await vi.waitFor(() => expect(frameDoc()).toContain('Your policy renews next month.'));
    expect(screen.queryByRole('button', { name: /remote images/i })).not.toBeInTheDocument();
    expect(frameDoc()).not.toContain('images.insurer.example');
    expect(frameDoc()).toContain("img-src data:; style-src 'unsafe-inline'");
  });
});
