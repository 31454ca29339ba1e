import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { baseTheme, type Theme } from '../theme/base-theme';

export type RenderWithThemeOptions = Omit<RenderOptions, 'wrapper'> & { theme?: Theme };

/** Testing Library's `render`, wrapped in a ThemeProvider (the base theme unless one is given). */
export function renderWithTheme(ui: ReactElement, { theme = baseTheme, ...options }: RenderWithThemeOptions = {}): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
