import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StyledFieldset } from '../field-styles/field-styles';
import { renderWithTheme } from '../testing/render-with-theme';
import { FieldsetIntro } from './fieldset-intro';

describe('FieldsetIntro', () => {
  it('names the group by its legend and describes it by its hint and error', () => {
    renderWithTheme(
      <StyledFieldset aria-describedby="h e">
        <FieldsetIntro
          legend="Date of birth"
          hint="For example, 31 12 1980"
          hintId="h"
          error="Enter a date"
          errorId="e"
          errorPrefix="Error:"
        />
      </StyledFieldset>,
    );
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription('For example, 31 12 1980 Error: Enter a date');
  });

  it('shows neither hint nor error when there are none', () => {
    const { container } = renderWithTheme(
      <StyledFieldset>
        <FieldsetIntro legend="Code" />
      </StyledFieldset>,
    );
    expect(container.querySelector('fieldset')?.children).toHaveLength(1);
  });
});
