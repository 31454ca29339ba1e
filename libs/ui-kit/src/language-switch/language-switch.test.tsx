import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { createTheme } from '../theme/create-theme';
import { LanguageSwitch } from './language-switch';

const options = [
  { code: 'en-CA', name: 'English' },
  { code: 'fr-CA', name: 'Français' },
];

function Switch({ onSelect }: { onSelect: (code: string) => void }) {
  const [current, setCurrent] = useState('en-CA');
  return (
    <LanguageSwitch
      label="Language"
      options={options}
      current={current}
      onSelect={(code) => {
        onSelect(code);
        setCurrent(code);
      }}
    />
  );
}

describe('LanguageSwitch', () => {
  it('is a named group of toggle buttons, each in its own language, the current one pressed', () => {
    renderWithTheme(<LanguageSwitch label="Language" options={options} current="en-CA" onSelect={() => {}} />);
    const group = screen.getByRole('group', { name: 'Language' });
    const english = screen.getByRole('button', { name: 'English' });
    const french = screen.getByRole('button', { name: 'Français' });
    expect(group).toContainElement(french);
    expect(english).toHaveAttribute('lang', 'en-CA');
    expect(french).toHaveAttribute('lang', 'fr-CA');
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(french).toHaveAttribute('aria-pressed', 'false');
  });

  it('is used with the keyboard: Tab to an option, Enter or Space chooses it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithTheme(<Switch onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('fr-CA');
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('en-CA');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('does nothing when the current language is chosen again', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<LanguageSwitch label="Language" options={options} current="en-CA" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('takes no press in the prerendered page until React has hydrated it (a press before then would be lost)', async () => {
    const onSelect = vi.fn();
    const page = (
      <ThemeProvider theme={createTheme()}>
        <LanguageSwitch label="Language" options={options} current="en-CA" onSelect={onSelect} />
      </ThemeProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page);
    expect(screen.getByRole('button', { name: 'Français' })).toBeDisabled();

    const root = await act(async () => hydrateRoot(container, page));
    expect(screen.getByRole('button', { name: 'Français' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(onSelect).toHaveBeenCalledWith('fr-CA');
    act(() => root.unmount());
    container.remove();
  });
});
