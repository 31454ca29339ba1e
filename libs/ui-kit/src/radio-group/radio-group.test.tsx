import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { RadioGroup, type RadioOption } from './radio-group';

const options: RadioOption[] = [
  { value: 'sms', label: 'Text message' },
  { value: 'email', label: 'Email', badge: 'Fresh' },
];

describe('RadioGroup', () => {
  it('is a group named by its legend, with labelled radios and a badge pill', () => {
    renderWithTheme(<RadioGroup legend="Send my code by" name="method" options={options} />);
    const group = screen.getByRole('group', { name: 'Send my code by' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toHaveAttribute('id', 'method');
    expect(radios[1]).toHaveAttribute('id', 'method-2');
    expect(screen.getByRole('radio', { name: /Email/ })).toBeInTheDocument();
    expect(screen.getByText('Fresh')).toBeVisible();
  });

  it('is controlled: arrow keys move the choice and report the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('sms');
      return (
        <RadioGroup
          legend="Send my code by"
          name="method"
          options={options}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    renderWithTheme(<Controlled />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Text message' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const email = screen.getByRole('radio', { name: /Email/ });
    expect(email).toHaveFocus();
    expect(email).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('email');
  });

  it('links hint and error to the fieldset, hides the legend when asked', () => {
    renderWithTheme(
      <RadioGroup
        legend="Send my code by"
        legendHidden
        name="method"
        options={options}
        hint="Choose one"
        error="Choose how to get your code"
        errorPrefix="Error:"
      />,
    );
    const group = screen.getByRole('group', { name: 'Send my code by' });
    expect(group).toHaveAccessibleDescription('Choose one Error: Choose how to get your code');
    expect(within(group).getAllByRole('radio')[0]).toHaveAttribute('aria-invalid', 'true');
  });

  it("works with react-hook-form's register through inputProps", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ method: string }>({ defaultValues: { method: 'sms' } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <RadioGroup legend="Send my code by" name="method" options={options} inputProps={register('method')} />
          <button type="submit">Next</button>
        </form>
      );
    }
    renderWithTheme(<Form />);
    expect(screen.getByRole('radio', { name: 'Text message' })).toBeChecked();
    await user.click(screen.getByText('Email'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onValid).toHaveBeenCalledWith({ method: 'email' }, expect.anything());
  });
});
