import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionNav } from './session-nav';
import { renderWithPortal } from '@portal/testing';

describe('SessionNav', () => {
  it('links to the policies, the contact details and log out when signed in', () => {
    renderWithPortal(<SessionNav />, { route: '/contacts', signedIn: true });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My policies', '/'],
      ['Contact details', '/contacts'],
      ['Log out', '/logout'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Contact details' })).toHaveAttribute('aria-current', 'page');
  });

  it('signed out, holds its place unseen: no navigation, no link, nothing a reader or the keyboard reaches', () => {
    renderWithPortal(<SessionNav />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
    const reserved = screen.getByTestId('session-nav-reserved');
    expect(reserved).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(reserved).visibility).toBe('hidden');
    expect(reserved).toHaveTextContent('My policiesContact detailsLog out');
  });
});
