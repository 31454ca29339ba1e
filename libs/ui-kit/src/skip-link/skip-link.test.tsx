import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first tab stop and points at the target', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <SkipLink href="#content">Skip to content</SkipLink>
        <a href="/elsewhere">Other link</a>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#content');
  });

  it('passes native attributes through', () => {
    renderWithTheme(
      <SkipLink href="#content" lang="fr">
        Aller au contenu
      </SkipLink>,
    );
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('lang', 'fr');
  });
});
