import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { installDialogPolyfill } from '@portal/ui-kit/testing';
import { renderContacts } from '../testing/render-contacts';
import { ContactsUpdatePage } from './contacts-update-page';

setupSandboxServer();
installDialogPolyfill();
afterEach(() => {
  vi.restoreAllMocks();
  // TanStack's onlineManager keeps the last event it saw: leave it online for the next test.
  window.dispatchEvent(new Event('online'));
});

const goOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

const open = async () => {
  await signInForTest('au-family');
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  renderContacts(<ContactsUpdatePage />, { route: '/contacts/update' });
  const form = await screen.findByRole('form', { name: 'Edit contact details' });
  const saves = () => fetchSpy.mock.calls.filter(([url]) => String(url).includes('updatecustomercontactdetail'));
  const user = userEvent.setup();
  const email = screen.getByRole('textbox', { name: /E-mail address/ });
  await user.clear(email);
  await user.type(email, 'm@x.au');
  return { user, form, saves, email };
};
const location = () => screen.getByTestId('location');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe('Save pressed offline', () => {
  it('says beside Save, in a live region, that Save will wait for the connection, then that the details wait', async () => {
    const { user, form, saves } = await open();
    goOnline(false);
    const save = screen.getByRole('button', { name: 'Save' });
    const notice = await within(form).findByText('You are offline. You can keep editing: Save will wait for the connection.');
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    // Beside Save: the notice is the element just before the form's actions.
    expect(notice.closest('[role="status"]')?.nextElementSibling).toContainElement(save);
    await user.click(save);
    expect(await within(form).findByText('You are offline. Your details will be saved as soon as you are back online.')).toBeVisible();
    expect(screen.queryByText('Updating your contact information...', { selector: '[role="status"] span' })).not.toBeInTheDocument();
    await settle();
    expect(saves()).toHaveLength(0);
  });

  it('asks before leaving; leaving without saving sends nothing, even when the connection comes back', async () => {
    const { user, saves } = await open();
    goOnline(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your details are not saved yet' });
    expect(location()).toHaveTextContent('/contacts/update');
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/contacts$/));
    goOnline(true);
    await settle();
    expect(saves()).toHaveLength(0);
  });

  it('staying keeps the wait: back online, the details are saved once and the page goes to /contacts?success=1', async () => {
    const { user, saves, email } = await open();
    goOnline(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your details are not saved yet' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // What is saved is what the form holds when the connection is back.
    await user.clear(email);
    await user.type(email, 'l@x.au');
    goOnline(true);
    await waitFor(() => expect(location()).toHaveTextContent('/contacts?success=1'));
    expect(saves()).toHaveLength(1);
    expect(JSON.parse(String(saves()[0]![1]?.body))).toMatchObject({ ContactDetails: { Email: 'l@x.au' } });
  });

  it('closes the question by itself when the connection returns while it is open, and saves', async () => {
    const { user, saves } = await open();
    goOnline(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: 'Your details are not saved yet' });
    goOnline(true);
    await waitFor(() => expect(location()).toHaveTextContent('/contacts?success=1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves()).toHaveLength(1);
  });
});
