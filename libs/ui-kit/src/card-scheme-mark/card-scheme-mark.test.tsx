import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { CardSchemeMark } from './card-scheme-mark';

describe('CardSchemeMark', () => {
  it('is an image named for screen readers when given a label', () => {
    renderWithTheme(
      <>
        <CardSchemeMark scheme="visa" label="Visa" />
        <CardSchemeMark scheme="mastercard" label="Mastercard" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Visa' })).toHaveAttribute('data-scheme', 'visa');
    expect(screen.getByRole('img', { name: 'Mastercard' })).toHaveAttribute('data-scheme', 'mastercard');
  });

  it('is decoration, hidden from screen readers, without a label', () => {
    const { container } = renderWithTheme(<CardSchemeMark scheme="mastercard" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
