import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { PhoneLinkText } from './phone-link-text';

describe('PhoneLinkText', () => {
  it('turns each mention of the phone into a tel: link and keeps the rest as text', () => {
    renderWithTheme(
      <p data-testid="text">
        <PhoneLinkText text="Call 1300 000 000 today, or 1300 000 000 tomorrow." phone="1300 000 000" />
      </p>,
    );
    const links = screen.getAllByRole('link', { name: '1300 000 000' });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', 'tel:1300000000');
    expect(screen.getByTestId('text')).toHaveTextContent('Call 1300 000 000 today, or 1300 000 000 tomorrow.');
  });

  it('leaves text without the number as it is', () => {
    renderWithTheme(<PhoneLinkText text="Please try again later." phone="0800 000 000" />);
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
