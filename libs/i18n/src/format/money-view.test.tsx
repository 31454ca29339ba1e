import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, setMoneyLanguage } from './money';
import { Money, MoneyText } from './money-view';

const unwrapped = (container: HTMLElement) =>
  [...container.querySelectorAll('span')].filter((s) => getComputedStyle(s).whiteSpace === 'nowrap').map((s) => s.textContent);

describe('Money and MoneyText: an amount never wraps, in any language', () => {
  afterEach(() => setMoneyLanguage('en-CA'));

  it('shows the amount formatted, on one line, in English', () => {
    const { container } = render(<Money amount={250000} />);
    expect(unwrapped(container)).toEqual(['$250,000.00']);
  });

  it('in French: the whole "250 000,00 $" on one line, its "$" included', () => {
    setMoneyLanguage('fr-CA');
    const { container } = render(<Money amount={250000} />);
    expect(unwrapped(container).map((t) => t?.replace(/[\u00a0\u202f]/g, ' '))).toEqual(['250 000,00 $']);
  });

  it('keeps the amounts of a sentence on one line and the rest as text', () => {
    setMoneyLanguage('fr-CA');
    const total = formatMoney(1234.56);
    const text = `Vous devez ${total} sur cette police.`;
    const { container } = render(
      <p data-testid="sentence">
        <MoneyText text={text} amounts={[total]} />
      </p>,
    );
    expect(screen.getByTestId('sentence').textContent).toBe(text);
    expect(unwrapped(container)).toEqual([total]);
  });
});
