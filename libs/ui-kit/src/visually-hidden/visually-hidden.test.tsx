import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps text in the accessible name while clipping it visually', () => {
    renderWithTheme(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden data-testid="hidden">Close the panel</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close the panel' })).toBeInTheDocument();
    expect(screen.getByTestId('hidden')).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
  });
});
