import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyles } from '../global-styles/global-styles';
import { createTheme, type ThemeOverride } from './create-theme';

export type BrandThemeProps = {
  /** The brand's typed override of the base theme (a brand definition's `theme`). */
  overrides: ThemeOverride;
  children: ReactNode;
};

/**
 * A brand's theme and the global styles, around a tree: the shell's provider stack and its configuration-error page
 * (which has no i18n yet) both use it, so both look like the brand.
 */
export function BrandTheme({ overrides, children }: BrandThemeProps) {
  const theme = useMemo(() => createTheme(overrides), [overrides]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
