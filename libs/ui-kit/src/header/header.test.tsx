import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { Header } from './header';

describe('Header', () => {
  it('is a banner landmark whose logo links home, named by the logo alt', () => {
    renderWithTheme(<Header logoSrc="/logo.svg" logoAlt="Demo Mutual home" homeHref="/" />);
    const banner = screen.getByRole('banner');
    const link = screen.getByRole('link', { name: 'Demo Mutual home' });
    expect(banner).toContainElement(link);
    expect(link).toHaveAttribute('href', '/');
    const logo = screen.getByRole('img', { name: 'Demo Mutual home' });
    expect(logo).toHaveAttribute('src', '/logo.svg');
    expect(logo).toHaveAttribute('height', '40');
  });

  it('shows optional text and a nav slot, and passes attributes through', () => {
    renderWithTheme(
      <Header
        logoSrc="/logo.svg"
        logoAlt="Home"
        homeHref="/"
        text="My account"
        nav={<a href="/logout">Log out</a>}
        data-testid="site-header"
      />,
    );
    expect(screen.getByText('My account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
    expect(screen.getByTestId('site-header')).toBe(screen.getByRole('banner'));
  });

  it('renders the home link through a router link component given as linkAs', () => {
    function FakeRouterLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
      return (
        <a href={`/app${to}`} className={className} data-router="yes">
          {children}
        </a>
      );
    }
    renderWithTheme(<Header logoSrc="/logo.svg" logoAlt="Home" homeHref="/" linkAs={FakeRouterLink} />);
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('href', '/app/');
    expect(link).toHaveAttribute('data-router', 'yes');
  });
});
