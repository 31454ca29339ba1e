import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its heading, at the level asked for', () => {
    renderWithTheme(
      <Card title="Funeral cover" headingLevel={3} footer={<a href="/policy/1">View policy</a>}>
        <p>Policy number 1</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Funeral cover' });
    expect(screen.getByRole('heading', { level: 3, name: 'Funeral cover' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Policy number 1');
    expect(region).toContainElement(screen.getByRole('link', { name: 'View policy' }));
  });

  it('defaults to a level 2 heading', () => {
    renderWithTheme(<Card title="Summary">Body</Card>);
    expect(screen.getByRole('heading', { level: 2, name: 'Summary' })).toBeInTheDocument();
  });

  it('without a title has no heading and no name; attributes pass through', () => {
    const { container } = renderWithTheme(
      <Card data-testid="card" aria-busy="true">
        Body only
      </Card>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('SECTION');
    expect(card).not.toHaveAttribute('aria-labelledby');
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(container).toHaveTextContent('Body only');
  });
});
