import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseTheme } from '../theme/base-theme';
import { renderWithTheme } from '../testing/render-with-theme';
import { Stack } from './stack';

describe('Stack', () => {
  it('lays children out in a column with a gap in space units and no outer margin', () => {
    renderWithTheme(
      <Stack data-testid="stack" $gap={3}>
        <p>One</p>
        <p>Two</p>
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      gap: `${3 * baseTheme.spaceUnit}px`,
      margin: '0px',
      alignItems: 'stretch',
    });
  });

  it('renders as the element asked for, aligned as asked', () => {
    renderWithTheme(
      <Stack as="section" aria-label="Summary" $align="start">
        <p>One</p>
      </Stack>,
    );
    const section = screen.getByRole('region', { name: 'Summary' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveStyle({ alignItems: 'flex-start', gap: `${4 * baseTheme.spaceUnit}px` });
  });

  it('$flush: the headings and paragraphs inside set no margin (the gap spaces them); without it they keep theirs', () => {
    renderWithTheme(
      <>
        <Stack $flush>
          <h2>Flush heading</h2>
          <div>
            <p>Flush paragraph</p>
          </div>
        </Stack>
        <Stack>
          <p>Own margin</p>
        </Stack>
        <style>{'p { margin: 16px 0; } h2 { margin: 20px 0; }'}</style>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Flush heading' })).toHaveStyle({ marginTop: '0px', marginBottom: '0px' });
    expect(screen.getByText('Flush paragraph')).toHaveStyle({ marginTop: '0px', marginBottom: '0px' });
    expect(screen.getByText('Own margin')).toHaveStyle({ marginTop: '16px' });
  });
});
