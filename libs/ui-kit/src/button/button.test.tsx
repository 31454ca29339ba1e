import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button } from './button';

describe('Button', () => {
  it('defaults to type="button" and activates by click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(button).toHaveFocus();
  });

  it('submits its form when type="submit"', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Log in</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, shows the loading text and ignores activation (also form submit)', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" loading loadingText="Checking your details" onClick={onClick}>
          Log in
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Checking your details' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('keeps its label while loading without loadingText', () => {
    renderWithTheme(<Button loading>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  });

  it('ignores clicks when aria-disabled, and passes native attributes and ref through', () => {
    const onClick = vi.fn();
    const ref = { current: null as HTMLButtonElement | null };
    renderWithTheme(
      <Button aria-disabled="true" onClick={onClick} ref={ref} aria-describedby="help" variant="secondary" fullWidth>
        Next
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-describedby', 'help');
    expect(ref.current).toBe(button);
  });

  it('is really disabled with the native attribute', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(
      <Button disabled onClick={onClick} variant="link">
        Resend
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Resend' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
