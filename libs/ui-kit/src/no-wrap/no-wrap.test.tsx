import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { NoWrap, NoWrapText } from './no-wrap';

const kept = (container: HTMLElement) =>
  [...container.querySelectorAll('span')].filter((s) => getComputedStyle(s).whiteSpace === 'nowrap').map((s) => s.textContent);

describe('NoWrap', () => {
  it('keeps its text on one line', () => {
    const { container } = renderWithTheme(<NoWrap>250 000,00 $</NoWrap>);
    expect(kept(container)).toEqual(['250 000,00 $']);
  });
});

describe('NoWrapText', () => {
  it('keeps each given part on one line wherever it appears, the rest as plain text', () => {
    const { container } = renderWithTheme(
      <p data-testid="text">
        <NoWrapText text="Payez 1 234,56 $ aujourd’hui (1 234,56 $ en retard), ou 12,00 $." keep={['1 234,56 $', '12,00 $']} />
      </p>,
    );
    expect(screen.getByTestId('text')).toHaveTextContent('Payez 1 234,56 $ aujourd’hui (1 234,56 $ en retard), ou 12,00 $.');
    expect(kept(container)).toEqual(['1 234,56 $', '1 234,56 $', '12,00 $']);
  });

  it('keeps a part containing another whole, and treats the parts as text, not patterns', () => {
    const { container } = renderWithTheme(<NoWrapText text="Total $1.50 of $11.50" keep={['$1.50', '$11.50']} />);
    expect(kept(container)).toEqual(['$1.50', '$11.50']);
  });

  it('leaves text without the parts as it is', () => {
    const { container } = renderWithTheme(<NoWrapText text="Nothing to pay." keep={['$0.00', '']} />);
    expect(container.textContent).toBe('Nothing to pay.');
    expect(container.querySelector('span')).toBeNull();
  });
});
