import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { PageLayout } from './page-layout';

const layout = (mainId?: string, holdsFooter?: boolean) => (
  <PageLayout
    header={<header>Site header</header>}
    footer={<footer>Site footer</footer>}
    skipLinkLabel="Skip to main content"
    mainId={mainId}
    holdsFooter={holdsFooter}
  >
    <h1>Page title</h1>
  </PageLayout>
);

describe('PageLayout', () => {
  it('renders the skip link, then header, main and footer landmarks in order', () => {
    renderWithTheme(layout());
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const banner = screen.getByRole('banner');
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');
    expect(skip.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Page title' }));
  });

  it('skip link is the first tab stop and targets a focusable main', async () => {
    const user = userEvent.setup();
    renderWithTheme(layout());
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    main.focus();
    expect(main).toHaveFocus();
  });

  it('uses a custom main id', () => {
    renderWithTheme(layout('content'));
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
  });

  it('holds the footer below the first screen only where content loads into the page', () => {
    const { unmount } = renderWithTheme(layout(undefined, true));
    expect(screen.getByRole('main')).toHaveStyle({ minHeight: '100vh' });
    unmount();
    renderWithTheme(layout());
    expect(screen.getByRole('main')).toHaveStyle({ minHeight: 'auto' });
  });
});
