import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is hidden from assistive technology, whatever it is given', () => {
    const { container } = renderWithTheme(<Spinner size="large" aria-hidden={false} className="extra" />);
    const spinner = container.firstElementChild;
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(spinner).toHaveClass('extra');
    expect(spinner).toBeEmptyDOMElement();
  });

  it('stops turning when reduced motion is asked for (the rule the global reduced-motion reset also keeps)', () => {
    renderWithTheme(<Spinner />);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^}]*animation:none;/);
  });
});
