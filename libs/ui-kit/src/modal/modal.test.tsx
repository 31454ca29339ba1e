import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '../testing/dialog-polyfill';
import { renderWithTheme } from '../testing/render-with-theme';
import { Modal } from './modal';

installDialogPolyfill();

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show provisions
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Special provisions"
        closeLabel="Close"
        actions={<button type="button">Understood</button>}
      >
        <p>Provisions text.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing accessible while closed', () => {
    renderWithTheme(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Provisions text.')).not.toBeInTheDocument();
  });

  it('opens as a dialog named by its title, with focus inside', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show provisions' }));
    const dialog = screen.getByRole('dialog', { name: 'Special provisions' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Understood' })).toBeInTheDocument();
  });

  it('closes on Esc through onClose and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Show provisions' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes by its close button and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Show provisions' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps the parent in step when the browser closes the dialog itself', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Show provisions' }));
    fireEvent(screen.getByRole('dialog'), new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
