import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { Footer, telHref } from './footer';

const links = [
  { label: 'Privacy', href: 'https://example.com/privacy' },
  { label: 'Terms of use', href: 'https://example.com/terms' },
];

describe('Footer', () => {
  it('is a contentinfo landmark with a named navigation list of links', () => {
    renderWithTheme(<Footer links={links} labels={[]} navLabel="Legal" />);
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Legal' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', links[1]?.href);
  });

  it('renders a link within the portal through the given router link, and other links as plain anchors', () => {
    const RouterLink = ({ to, children }: { to: string; children: string }) => <a href={`#router${to}`}>{children}</a>;
    renderWithTheme(
      <Footer links={[...links, { label: 'Accessibility', href: '/accessibility' }]} labels={[]} navLabel="Legal" linkAs={RouterLink} />,
    );
    expect(screen.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '#router/accessibility');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', links[0]?.href);
  });

  it('renders labels as lines and the phone as a tel: link with digits only', () => {
    renderWithTheme(
      <Footer
        links={[]}
        labels={['Demo Mutual is a fictional insurer.', 'Licence 000000.']}
        navLabel="Legal"
        phone={{ label: 'Call us:', number: '(01) 2345-6789' }}
      />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByText('Demo Mutual is a fictional insurer.')).toBeInTheDocument();
    expect(screen.getByText('Licence 000000.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(01) 2345-6789' })).toHaveAttribute('href', 'tel:0123456789');
  });

  it('renders configured html sanitised', async () => {
    renderWithTheme(<Footer links={[]} labels={[]} navLabel="Legal" html={'<p>Read <a href="/more" onclick="steal()">more</a></p>'} />);
    const link = await screen.findByRole('link', { name: 'more' });
    expect(link).toHaveAttribute('href', '/more');
    expect(link).not.toHaveAttribute('onclick');
  });

  it('telHref keeps a leading + and drops everything else but digits', () => {
    expect(telHref('+1 (555) 010-0199')).toBe('tel:+15550100199');
    expect(telHref(' 01 2345 6789 ')).toBe('tel:0123456789');
  });
});
