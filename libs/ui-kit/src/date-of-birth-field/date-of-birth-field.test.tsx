import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { DateOfBirthField, type DateOfBirthFieldProps } from './date-of-birth-field';
import type { DatePart, DateParts } from './date-parts';

const labels = { dd: 'Day', mm: 'Month', yyyy: 'Year' };

function Harness({ order = ['dd', 'mm', 'yyyy'], onBlur, ...rest }: Partial<DateOfBirthFieldProps> & { order?: DatePart[] }) {
  const [value, setValue] = useState<DateParts>({ dd: '', mm: '', yyyy: '' });
  return (
    <>
      <DateOfBirthField
        legend="Date of birth"
        hint="For example, 27 3 1985"
        idPrefix="dob"
        order={order}
        labels={labels}
        value={value}
        onChange={setValue}
        onBlur={onBlur}
        {...rest}
      />
      <button type="button">After</button>
    </>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });

describe('DateOfBirthField', () => {
  it('is a fieldset of three numeric boxes with bday autocomplete', () => {
    renderWithTheme(<Harness />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((input) => input.id),
    ).toEqual(['dob-dd', 'dob-mm', 'dob-yyyy']);
    for (const [name, token, max] of [
      ['Day', 'bday-day', '2'],
      ['Month', 'bday-month', '2'],
      ['Year', 'bday-year', '4'],
    ]) {
      const input = box(name as string);
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('autocomplete', token);
      expect(input).toHaveAttribute('maxlength', max);
      expect(input).toHaveAccessibleDescription('For example, 27 3 1985');
    }
  });

  it('lays the boxes out in the configured order', () => {
    renderWithTheme(<Harness order={['mm', 'dd', 'yyyy']} />);
    expect(screen.getAllByRole('textbox').map((input) => input.id)).toEqual(['dob-mm', 'dob-dd', 'dob-yyyy']);
  });

  it('auto-advances through the boxes in the configured order', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness order={['mm', 'dd', 'yyyy']} />);
    await user.click(box('Month'));
    await user.keyboard('0');
    expect(box('Month')).toHaveFocus();
    await user.keyboard('3');
    expect(box('Day')).toHaveFocus();
    await user.keyboard('27');
    expect(box('Year')).toHaveFocus();
    await user.keyboard('1985');
    expect([box('Month'), box('Day'), box('Year')].map((input) => (input as HTMLInputElement).value)).toEqual(['03', '27', '1985']);
  });

  it('keeps only digits when typing', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.type(box('Year'), '19a8-5 x');
    expect(box('Year')).toHaveValue('1985');
  });

  it('zero-pads a single digit 1-9 in day and month on blur, but not 0', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.type(box('Day'), '5');
    await user.tab();
    expect(box('Day')).toHaveValue('05');
    expect(box('Month')).toHaveFocus();
    await user.keyboard('0');
    await user.tab();
    expect(box('Month')).toHaveValue('0');
    await user.type(box('Year'), '7');
    await user.tab();
    expect(box('Year')).toHaveValue('7');
  });

  it('strips non-digits from paste and spreads a whole date over the boxes', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(box('Day'));
    await user.paste('1a2');
    expect(box('Day')).toHaveValue('12');
    expect(box('Month')).toHaveFocus();
    await user.click(box('Day'));
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('27/03/1985');
    expect(box('Day')).toHaveValue('27');
    expect(box('Month')).toHaveValue('03');
    expect(box('Year')).toHaveValue('1985');
    expect(box('Year')).toHaveFocus();
  });

  it('links the error to all three boxes and marks them invalid', () => {
    renderWithTheme(<Harness error="Enter a real date of birth" errorPrefix="Error:" />);
    for (const name of ['Day', 'Month', 'Year']) {
      expect(box(name)).toHaveAttribute('aria-invalid', 'true');
      expect(box(name)).toHaveAccessibleDescription('For example, 27 3 1985 Error: Enter a real date of birth');
    }
  });

  it('calls onBlur once when focus leaves the whole field, and honours autoFocus', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderWithTheme(<Harness onBlur={onBlur} autoFocus order={['yyyy', 'mm', 'dd']} />);
    expect(box('Year')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
