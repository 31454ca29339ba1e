import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';

/** A fresh copy of the sanitiser module (its load is cached per module) with DOMPurify's chunk failing to load. */
async function withFailingChunk() {
  vi.resetModules();
  vi.doMock('dompurify', () => {
    throw new Error('Failed to fetch dynamically imported module');
  });
  return { ...(await import('./sanitizer')), ...(await import('./safe-html')) };
}

afterEach(() => {
  vi.doUnmock('dompurify');
  vi.resetModules();
});

describe('the sanitiser chunk failing to load', () => {
  it('leaves SafeHtml showing the words as plain text, never markup, with no unhandled rejection', async () => {
    const { SafeHtml, loadSanitizer } = await withFailingChunk();
    renderWithTheme(<SafeHtml html={'<p>Call <a href="tel:1">us</a></p><img src=x onerror="alert(1)">'} data-testid="html" />);
    await expect(loadSanitizer()).rejects.toThrow();
    expect(screen.getByTestId('html')).toHaveTextContent('Call us');
    expect(screen.getByTestId('html').querySelector('a, img')).toBeNull();
  });

  it('tries the chunk again on the next use instead of keeping the failure', async () => {
    const { loadSanitizer } = await withFailingChunk();
    await expect(loadSanitizer()).rejects.toThrow();
    vi.doUnmock('dompurify');
    const sanitize = await loadSanitizer();
    expect(sanitize('<b onclick="x()">ok</b>')).toBe('<b>ok</b>');
  });
});
