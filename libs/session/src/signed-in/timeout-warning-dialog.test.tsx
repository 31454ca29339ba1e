import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeoutWarningDialog } from './timeout-warning-dialog';
import { installDialogPolyfill } from '@portal/ui-kit/testing';
import { renderWithPortal } from '@portal/testing';

installDialogPolyfill();

const ENDS_AT = '2026-03-04T09:05:00+11:00';

describe('TimeoutWarningDialog', () => {
  it('is a named dialog with focus inside; Esc and close mean "stay signed in"', async () => {
    const user = userEvent.setup();
    const onStay = vi.fn();
    const onLogout = vi.fn();
    renderWithPortal(
      <TimeoutWarningDialog open endsAt={ENDS_AT} staying={false} notExtended={false} onStay={onStay} onLogout={onLogout} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Your session is about to expire' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onStay).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows the refresh in progress', () => {
    renderWithPortal(<TimeoutWarningDialog open endsAt={ENDS_AT} staying notExtended={false} onStay={vi.fn()} onLogout={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Stay signed in/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('says when the session ends in the brand’s locale, and announces a refresh that failed', () => {
    const view = renderWithPortal(
      <TimeoutWarningDialog open endsAt={ENDS_AT} staying={false} notExtended={false} onStay={vi.fn()} onLogout={vi.fn()} />,
    );
    const time = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' }).format(new Date(ENDS_AT));
    expect(screen.getByRole('dialog')).toHaveTextContent(`Your session ends at ${time}.`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    view.unmount();
    renderWithPortal(<TimeoutWarningDialog open endsAt={ENDS_AT} staying={false} notExtended onStay={vi.fn()} onLogout={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`We could not extend your session. It still ends at ${time}`);
  });
});
