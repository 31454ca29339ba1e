import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { baseTheme } from '../theme/base-theme';
import { renderWithTheme } from '../testing/render-with-theme';
import { Actions } from './actions';

const px = (n: number) => `${n * baseTheme.spaceUnit}px`;

describe('Actions', () => {
  it('puts the actions in a wrapping row, each as tall as the tallest, with the actions’ gap', () => {
    renderWithTheme(
      <Actions data-testid="actions">
        <Button>Save</Button>
        <Button variant="secondary">Cancel</Button>
      </Actions>,
    );
    expect(screen.getByTestId('actions')).toHaveStyle({
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'stretch',
      gap: `${px(3)} ${px(3)}`,
    });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Save', 'Cancel']);
  });

  it('keeps a gap, alignment or justification it is given', () => {
    renderWithTheme(
      <Actions data-testid="actions" $gap={2} $align="center" $justify="end">
        <Button>Close</Button>
      </Actions>,
    );
    expect(screen.getByTestId('actions')).toHaveStyle({ gap: `${px(2)} ${px(2)}`, alignItems: 'center', justifyContent: 'flex-end' });
  });
});
