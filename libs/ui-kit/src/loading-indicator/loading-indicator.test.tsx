import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { LoadingIndicator } from './loading-indicator';

describe('LoadingIndicator', () => {
  it('is a status region with visible text and a hidden spinner', () => {
    renderWithTheme(<LoadingIndicator text="Loading your documents..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your documents...');
    expect(screen.getByText('Loading your documents...')).toBeVisible();
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('passes attributes through', () => {
    renderWithTheme(<LoadingIndicator text="Please wait" aria-label="Busy" id="loader" />);
    expect(screen.getByRole('status', { name: 'Busy' })).toHaveAttribute('id', 'loader');
  });
});
