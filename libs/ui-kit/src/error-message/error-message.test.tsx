import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { ErrorMessage } from './error-message';

describe('ErrorMessage', () => {
  it('prefixes the message for screen readers only', () => {
    renderWithTheme(
      <>
        <label htmlFor="code">Code</label>
        <input id="code" aria-describedby="code-error" />
        <ErrorMessage id="code-error" hiddenPrefix="Problem:">
          Enter the code
        </ErrorMessage>
      </>,
    );
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Problem: Enter the code');
    expect(screen.getByText('Problem:')).toHaveStyle({ position: 'absolute' });
  });

  it('renders without a prefix', () => {
    renderWithTheme(<ErrorMessage>Enter the code</ErrorMessage>);
    expect(screen.getByText('Enter the code').tagName).toBe('P');
  });
});
