import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeoutWarningDialog } from './timeout-warning-dialog';
import { installDialogPolyfill } from '@portal/ui-kit/testing';
import { renderWithPortal } from '../testing';

installDialogPolyfill();

describe('TimeoutWarningDialog', () => {
  it('is a named dialog with focus inside; Esc and close mean "stay signed in"', async () => {
    const user = userEvent.setup();
    const onStay = vi.fn();
    const onLogout = vi.fn();
    renderWithPortal(<TimeoutWarningDialog open staying={false} onStay={onStay} onLogout={onLogout} />);
    const dialog = screen.getByRole('dialog', { name: 'Your session is about to expire' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onStay).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows the refresh in progress', () => {
    renderWithPortal(<TimeoutWarningDialog open staying onStay={vi.fn()} onLogout={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Stay signed in/ })).toHaveAttribute('aria-busy', 'true');
  });
});
