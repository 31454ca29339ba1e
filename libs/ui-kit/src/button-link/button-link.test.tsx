import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { baseTheme } from '../theme/base-theme';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button } from '../button/button';
import { ButtonLink } from './button-link';

describe('ButtonLink', () => {
  it('is a link (not a button) that keyboard users reach, with the button look', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ButtonLink href="/policy/1">View policy</ButtonLink>);
    await user.tab();
    const link = screen.getByRole('link', { name: 'View policy' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '/policy/1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(link).toHaveStyle({ minHeight: '44px', textDecoration: 'none' });
  });

  it('shares Button’s colours for each variant', () => {
    renderWithTheme(
      <>
        <ButtonLink href="#a">Primary link</ButtonLink>
        <ButtonLink href="#b" $variant="secondary">
          Secondary link
        </ButtonLink>
        <Button>Primary button</Button>
      </>,
    );
    const primary = getComputedStyle(screen.getByRole('link', { name: 'Primary link' }));
    const button = getComputedStyle(screen.getByRole('button', { name: 'Primary button' }));
    expect(primary.backgroundColor).toBe(button.backgroundColor);
    expect(primary.color).toBe(button.color);
    expect(screen.getByRole('link', { name: 'Secondary link' })).toHaveStyle({ borderColor: baseTheme.color.action.primary });
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
      <ButtonLink as={FakeRouterLink} to="/payment/1">
        Pay now
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '#/payment/1');
  });
});
