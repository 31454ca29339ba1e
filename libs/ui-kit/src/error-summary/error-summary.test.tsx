import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';

function Page({ errors, focusKey }: { errors: ErrorSummaryItem[]; focusKey?: number }) {
  return (
    <>
      <ErrorSummary title="There is a problem" errors={errors} focusKey={focusKey} />
      <label htmlFor="mobile">Mobile</label>
      <input id="mobile" />
      <fieldset>
        <legend>Date of birth</legend>
        <label htmlFor="dob-dd">Day</label>
        <input id="dob-dd" />
      </fieldset>
    </>
  );
}

const errors = [
  { fieldId: 'mobile', message: 'Enter your mobile number' },
  { fieldId: 'dob-dd', message: 'Enter your date of birth' },
];

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = renderWithTheme(<ErrorSummary title="There is a problem" errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is an alert, titled, that takes focus when errors appear', () => {
    const { rerender } = renderWithTheme(<Page errors={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<Page errors={errors} />);
    const alert = screen.getByRole('alert', { name: 'There is a problem' });
    expect(alert).toHaveFocus();
    expect(alert).toHaveAttribute('tabindex', '-1');
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#mobile', '#dob-dd']);
  });

  it('takes focus again when the errors change, not on an unrelated re-render', () => {
    const { rerender } = renderWithTheme(<Page errors={errors} />);
    screen.getByLabelText('Mobile').focus();
    rerender(<Page errors={[...errors]} />);
    expect(screen.getByLabelText('Mobile')).toHaveFocus();
    rerender(<Page errors={errors.slice(1)} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('takes focus again on every failed submit (focusKey), even with the same errors', () => {
    const { rerender } = renderWithTheme(<Page errors={errors} focusKey={1} />);
    screen.getByLabelText('Mobile').focus();
    rerender(<Page errors={[...errors]} focusKey={2} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('with focusKey, errors that change while the customer types leave focus in the field', () => {
    const { rerender } = renderWithTheme(<Page errors={errors} focusKey={1} />);
    screen.getByLabelText('Day').focus();
    rerender(<Page errors={[errors[0]!, { fieldId: 'dob-dd', message: 'Date of birth must include a year.' }]} focusKey={1} />);
    expect(screen.getByLabelText('Day')).toHaveFocus();
    rerender(<Page errors={[errors[0]!, { fieldId: 'dob-dd', message: 'Date of birth must include a year.' }]} focusKey={2} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('each link focuses its field', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page errors={errors} />);
    await user.click(screen.getByRole('link', { name: 'Enter your date of birth' }));
    expect(screen.getByLabelText('Day')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Enter your mobile number' }));
    expect(screen.getByLabelText('Mobile')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});
