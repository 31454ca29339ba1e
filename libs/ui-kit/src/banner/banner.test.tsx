import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { Banner, type BannerTone } from './banner';

describe('Banner', () => {
  it('announces errors as an alert', () => {
    renderWithTheme(
      <Banner tone="error" title="Something went wrong">
        Please try again.
      </Banner>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Please try again.');
  });

  it.each<BannerTone>(['info', 'success', 'warning'])('announces %s politely as a status', (tone) => {
    renderWithTheme(<Banner tone={tone}>Saved</Banner>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides its icon from assistive technology', () => {
    renderWithTheme(<Banner tone="info">Note</Banner>);
    const svg = screen.getByRole('status').querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows actions and dismisses by its labelled button', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderWithTheme(
      <Banner
        tone="info"
        title="Need help?"
        action={<button type="button">Call me back</button>}
        onDismiss={onDismiss}
        dismissLabel="Hide this message"
      >
        We can call you.
      </Banner>,
    );
    expect(screen.getByRole('button', { name: 'Call me back' })).toBeInTheDocument();
    const dismiss = screen.getByRole('button', { name: 'Hide this message' });
    await user.tab();
    await user.tab();
    expect(dismiss).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no dismiss button without onDismiss and passes attributes through', () => {
    renderWithTheme(
      <Banner tone="warning" aria-label="Overdue payments" id="overdue">
        Two payments are overdue.
      </Banner>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Overdue payments' })).toHaveAttribute('id', 'overdue');
  });
});
