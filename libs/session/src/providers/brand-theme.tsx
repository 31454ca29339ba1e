import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { BrandDefinition } from '@portal/config';
import { GlobalStyles, createTheme } from '@portal/ui-kit';

/** Theme and global styles of a brand (also the shell's configuration-error page, which has no i18n yet). */
export function BrandTheme({ brand, children }: { brand: BrandDefinition; children: ReactNode }) {
  const theme = useMemo(() => createTheme(brand.theme), [brand.theme]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
