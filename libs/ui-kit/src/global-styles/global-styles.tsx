import { createGlobalStyle } from 'styled-components';
import { focusRing } from '../theme/focus';
import { themeColor } from '../theme/create-theme';

/** Document-wide defaults: box model, body type and colours, the focus ring, reduced motion. */
export const GlobalStyles = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-width: 320px;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.body};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    line-height: ${({ theme }) => theme.font.lineHeight};
    color: ${themeColor('text.default')};
    background: ${themeColor('background.page')};
    overflow-wrap: break-word;
  }

  a {
    color: ${themeColor('text.link')};
  }

  img,
  svg {
    max-width: 100%;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
  }

  :focus-visible {
    ${focusRing()}
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
