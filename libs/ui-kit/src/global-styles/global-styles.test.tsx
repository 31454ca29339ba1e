import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { baseTheme, type Theme } from '../theme/base-theme';
import { createTheme } from '../theme/create-theme';
import { GlobalStyles } from './global-styles';

// Vitest resolves styled-components' server build, where global styles are collected by a ServerStyleSheet
// rather than injected into jsdom's <head>; the CSS is the same.
function globalCss(theme: Theme = baseTheme): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyles />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('GlobalStyles', () => {
  it('sets body type and colours, the focus ring and reduced motion from the theme', () => {
    const css = globalCss();
    expect(css).toMatch(/body\{[^}]*color:#1f2328;[^}]*background:#f4f5f7/);
    expect(css).toContain(`font-family:${baseTheme.font.family.replace(/, /g, ',')}`);
    expect(css).toMatch(/:focus-visible\{outline:3px solid #0b4f9c/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^}]*animation-duration:0\.01ms ?!important/);
    expect(css).toContain('box-sizing:border-box');
  });

  it('follows a brand theme', () => {
    const css = globalCss(createTheme({ palette: { mist: '#fafafa', brand: '#222222' } }));
    expect(css).toContain('background:#fafafa');
    expect(css).toContain('outline:3px solid #222222');
  });
});
