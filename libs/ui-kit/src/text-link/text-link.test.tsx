import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { TextLink } from './text-link';

describe('TextLink', () => {
  it('is a focusable link with its href and attributes', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <TextLink href="/contacts/update" aria-describedby="x">
        Edit details
      </TextLink>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Edit details' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '/contacts/update');
    expect(link).toHaveAttribute('aria-describedby', 'x');
    expect(link).toHaveStyle({ textDecoration: 'underline' });
  });

  it('renders through a router link given as `as`', () => {
    function FakeRouterLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
      return (
        <a href={`#${to}`} className={className}>
          {children}
        </a>
      );
    }
    renderWithTheme(
      <TextLink as={FakeRouterLink} to="/contacts">
        Contacts
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Contacts' });
    expect(link).toHaveAttribute('href', '#/contacts');
    expect(link.className).not.toBe('');
  });
});
