import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by clicking its label and by Space', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Checkbox id="same" label="Postal address is the same" />);
    const box = screen.getByRole('checkbox', { name: 'Postal address is the same' });
    await user.click(screen.getByText('Postal address is the same'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('links hint and error, and marks itself invalid', () => {
    renderWithTheme(<Checkbox id="confirm" label="I confirm" hint="Required to continue" error="Tick to confirm" errorPrefix="Error:" />);
    const box = screen.getByRole('checkbox', { name: 'I confirm' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required to continue Error: Tick to confirm');
  });

  it("works with react-hook-form's register", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ agree: boolean }>({ defaultValues: { agree: false } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Checkbox id="agree" label={<strong>I agree</strong>} {...register('agree')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    renderWithTheme(<Form />);
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ agree: true }, expect.anything());
  });
});
