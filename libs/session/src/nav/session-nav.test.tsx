import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionNav } from './session-nav';
import { renderWithPortal } from '../testing';

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

  it('renders nothing when signed out', () => {
    const { container } = renderWithPortal(<SessionNav />);
    expect(container).toBeEmptyDOMElement();
  });
});
