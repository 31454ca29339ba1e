import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('renders allowed markup', () => {
    renderWithTheme(<SafeHtml html="<p>Hello <strong>there</strong></p>" data-testid="html" />);
    expect(screen.getByTestId('html').tagName).toBe('DIV');
    expect(screen.getByText('there').tagName).toBe('STRONG');
  });

  it('removes script tags', () => {
    const { container } = renderWithTheme(<SafeHtml html={'<p>Hi</p><script>window.__pwned = true</script>'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('__pwned');
  });

  it('removes event handler attributes', () => {
    const { container } = renderWithTheme(<SafeHtml html={'<img src="x.png" alt="x" onerror="alert(1)">'} />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img).not.toHaveAttribute('onerror');
    expect(container.innerHTML).not.toContain('alert(1)');
  });

  it('removes javascript: URLs', () => {
    renderWithTheme(<SafeHtml html={'<a href="javascript:alert(1)">Click</a> <a href="JaVaScRiPt:alert(2)">Two</a>'} />);
    expect(screen.getByText('Click')).not.toHaveAttribute('href');
    expect(screen.getByText('Two')).not.toHaveAttribute('href');
  });

  it('adds rel="noopener noreferrer" to target=_blank links and drops other targets', () => {
    renderWithTheme(
      <SafeHtml html={'<a href="https://example.com" target="_blank">New tab</a><a href="/x" target="_top">Top</a>'} />,
    );
    const newTab = screen.getByRole('link', { name: 'New tab' });
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Top' })).not.toHaveAttribute('target');
  });

  it('renders as span or p and passes attributes through', () => {
    renderWithTheme(<SafeHtml as="span" html="inline" className="x" aria-live="polite" data-testid="s" />);
    const span = screen.getByTestId('s');
    expect(span.tagName).toBe('SPAN');
    expect(span).toHaveClass('x');
    expect(span).toHaveAttribute('aria-live', 'polite');
  });

  it('sanitizeHtml strips forms and styles', () => {
    expect(sanitizeHtml('<form action="/x"><input name="pin"></form><style>*{}</style>ok')).toBe('ok');
  });
});
