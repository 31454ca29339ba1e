import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseTheme } from '../theme/base-theme';
import { renderWithTheme } from '../testing/render-with-theme';
import { Pill } from './pill';

describe('Pill', () => {
  it('renders its text in the pill colours and passes attributes through', () => {
    renderWithTheme(<Pill title="Recently added">Fresh</Pill>);
    const pill = screen.getByText('Fresh');
    expect(pill).toHaveAttribute('title', 'Recently added');
    expect(pill).toHaveStyle({ color: baseTheme.color.pill.text, backgroundColor: baseTheme.color.pill.background });
  });
});
