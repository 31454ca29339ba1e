import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { BrandDefinition } from '@portal/config';
import { GlobalStyles, createTheme } from '@portal/ui-kit';

/** Theme and global styles of a brand. Also used by Storybook's brand switcher. */
export function BrandProviders({ brand, children }: { brand: BrandDefinition; children: ReactNode }) {
  const theme = useMemo(() => createTheme(brand.theme), [brand.theme]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
