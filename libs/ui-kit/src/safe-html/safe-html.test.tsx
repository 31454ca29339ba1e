import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { SafeHtml } from './safe-html';
import { loadSanitizer, plainTextOf, sanitizeHtml } from './sanitizer';

describe('SafeHtml', () => {
  beforeAll(async () => {
    await loadSanitizer();
  });

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
    renderWithTheme(<SafeHtml html={'<a href="https://example.com" target="_blank">New tab</a><a href="/x" target="_top">Top</a>'} />);
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

  it('sanitizeHtml strips forms and styles', async () => {
    expect(await sanitizeHtml('<form action="/x"><input name="pin"></form><style>*{}</style>ok')).toBe('ok');
  });

  it('drops style attributes, which the page’s CSP refuses', async () => {
    expect(await sanitizeHtml('<p style="color: red">Hi</p>')).toBe('<p>Hi</p>');
    expect(await sanitizeHtml('<p style="color: red" onclick="x()">Hi <b>there</b></p>')).toBe('<p>Hi <b>there</b></p>');
  });

  it('never hands markup beyond plain wording to the browser’s parser, whose inert document checks the page’s CSP', async () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const hostile =
      '<p title="a"onclick="x()">Hi</p><style>p{}</style><base href="/x/"><img src=x onerror=x()><div style="color: red">s</div>' +
      '<svg><style>a{}</style></svg><details open ontoggle=x()>d</details>';
    expect(await sanitizeHtml(hostile)).toBe('<p title="a">Hi</p><img src="x"><div>s</div><details open="">d</details>');
    renderWithTheme(<SafeHtml html={hostile} />);
    const markup = parse.mock.calls.map(([source]) => source).filter((source) => source !== '<!---->' && source.includes('<'));
    parse.mockRestore();
    expect(markup).toEqual([]);
  });

  it('reads plain wording (text, paragraphs, links, emphasis) with DOMPurify alone', async () => {
    const plain = '<p>Call <a href="tel:1300" title="Call us">1300 &amp; 1</a> or <strong>write</strong>.<br/></p>';
    expect(await sanitizeHtml(plain)).toBe(
      '<p>Call <a href="tel:1300" title="Call us">1300 &amp; 1</a> or <strong>write</strong>.<br></p>',
    );
  });
});

describe('SafeHtml before the sanitiser has loaded', () => {
  it('shows the words as plain text, never markup, then the sanitised HTML', async () => {
    vi.resetModules();
    const fresh = await import('./safe-html');
    const { container } = renderWithTheme(
      <fresh.SafeHtml html={'Read the <a href="/pds" onclick="alert(1)">PDS</a><script>alert(2)</script>'} data-testid="html" />,
    );
    expect(screen.getByTestId('html')).toHaveTextContent('Read the PDS');
    expect(container.querySelector('a')).toBeNull();
    expect(container.innerHTML).not.toContain('alert');
    const link = await screen.findByRole('link', { name: 'PDS' });
    expect(link).toHaveAttribute('href', '/pds');
    expect(link).not.toHaveAttribute('onclick');
    expect(container.innerHTML).not.toContain('alert');
  });

  it('plainTextOf drops scripts and styles and runs nothing', () => {
    const text = plainTextOf('<p>Hi <img src="x" onerror="window.__ran = true"></p><style>p{}</style><script>window.__ran = true</script>');
    expect(text).toBe('Hi ');
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('plainTextOf decodes character references and gives DOMParser text only', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    expect(plainTextOf('<p>Fish &amp; chips <<b>a</b> 1 < 2<!-- a > b --></p><div style="color: red">s</div>')).toBe(
      'Fish & chips <a 1 < 2s',
    );
    expect(parse.mock.calls.map(([source]) => source)).toEqual(['Fish &amp; chips &lt;a 1 &lt; 2s']);
    parse.mockRestore();
  });
});
