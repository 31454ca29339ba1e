import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { Hint } from './hint';

describe('Hint', () => {
  it('describes the control that refers to it', () => {
    renderWithTheme(
      <>
        <label htmlFor="ref">Reference</label>
        <Hint id="ref-hint">Eight digits, on your letter</Hint>
        <input id="ref" aria-describedby="ref-hint" />
      </>,
    );
    expect(screen.getByLabelText('Reference')).toHaveAccessibleDescription('Eight digits, on your letter');
  });
});
