import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { TextField } from './text-field';

describe('TextField', () => {
  it('ties its label, hint and error to the input', () => {
    renderWithTheme(
      <TextField
        id="mobile"
        label="Mobile number"
        hint="The number we send codes to"
        error="Enter a mobile number"
        errorPrefix="Error:"
        type="tel"
        autoComplete="tel"
      />,
    );
    const input = screen.getByLabelText('Mobile number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The number we send codes to Error: Enter a mobile number');
  });

  it('is valid with no error and keeps a given aria-describedby', () => {
    renderWithTheme(
      <>
        <p id="extra">Extra help</p>
        <TextField id="email" label="Email" type="email" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Extra help');
  });

  it('accepts typing and paste', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<TextField id="name" label="Name" onChange={onChange} />);
    const input = screen.getByLabelText('Name');
    await user.type(input, 'Ada');
    await user.paste(' Lovelace');
    expect(input).toHaveValue('Ada Lovelace');
    expect(onChange).toHaveBeenCalled();
  });

  it("works with react-hook-form's register (ref and events)", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextField id="email" label="Email" type="email" {...register('email')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    renderWithTheme(<Form />);
    await user.type(screen.getByLabelText('Email'), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'someone@example.org' }, expect.anything());
  });
});
