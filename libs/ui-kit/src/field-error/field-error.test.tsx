import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { FieldError } from './field-error';

describe('FieldError', () => {
  it('describes its field with the error, read after the hidden prefix', () => {
    renderWithTheme(
      <>
        <label htmlFor="mobile">Mobile</label>
        <input id="mobile" aria-describedby="mobile-error" />
        <FieldError id="mobile-error" error="Enter a valid mobile number" prefix="Error:" />
      </>,
    );
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription('Error: Enter a valid mobile number');
    expect(screen.getByText('Error:')).toHaveStyle({ position: 'absolute' });
  });

  it('renders nothing without an error', () => {
    const { container } = renderWithTheme(<FieldError id="mobile-error" prefix="Error:" />);
    expect(container).toBeEmptyDOMElement();
  });
});
