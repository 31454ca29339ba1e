import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseTheme } from '../theme/base-theme';
import { renderWithTheme } from '../testing/render-with-theme';
import { Cluster } from './cluster';

const px = (n: number) => `${n * baseTheme.spaceUnit}px`;

describe('Cluster', () => {
  it('lays children side by side, wrapping, centred across, with a gap in space units and no outer margin', () => {
    renderWithTheme(
      <Cluster data-testid="cluster">
        <span>One</span>
        <span>Two</span>
      </Cluster>,
    );
    expect(screen.getByTestId('cluster')).toHaveStyle({
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'flex-start',
      gap: `${px(3)} ${px(3)}`,
      margin: '0px',
    });
  });

  it('its items set no margin of their own: a paragraph lines up with the rest', () => {
    renderWithTheme(
      <Cluster>
        <p>Call us to change this.</p>
        <style>{'p { margin: 16px 0; }'}</style>
      </Cluster>,
    );
    expect(screen.getByText('Call us to change this.')).toHaveStyle({ marginTop: '0px', marginBottom: '0px' });
  });

  it('takes its own gaps between items and lines, alignment and justification', () => {
    renderWithTheme(
      <Cluster data-testid="cluster" $gap={5} $rowGap={1} $align="baseline" $justify="space-between">
        <span>One</span>
      </Cluster>,
    );
    expect(screen.getByTestId('cluster')).toHaveStyle({
      gap: `${px(1)} ${px(5)}`,
      alignItems: 'baseline',
      justifyContent: 'space-between',
    });
  });

  it('as a list: a real list without bullets or padding', () => {
    renderWithTheme(
      <Cluster as="ul" aria-label="Links" $justify="end">
        <li>One</li>
        <li>Two</li>
      </Cluster>,
    );
    const list = screen.getByRole('list', { name: 'Links' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveStyle({ listStyle: 'none', padding: '0px', justifyContent: 'flex-end' });
  });
});
