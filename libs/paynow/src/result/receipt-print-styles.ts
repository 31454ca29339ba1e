import { createGlobalStyle } from 'styled-components';

/**
 * While a receipt is shown: printing leaves out the header's navigation, the skip link, banners' buttons and every
 * button, so the page prints as a clean receipt.
 */
export const ReceiptPrintStyles = createGlobalStyle`
  @media print {
    header nav,
    nav,
    button,
    [data-print='hide'] {
      display: none !important;
    }

    a[href^='#'] {
      display: none !important;
    }
  }
`;
