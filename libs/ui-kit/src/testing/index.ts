export { renderWithTheme, type RenderWithThemeOptions } from './render-with-theme';
export { longText, placeholderLogo } from './story-assets';
export { installDialogPolyfill } from './dialog-polyfill';
export { listen, stopListening, heard, announced, readOut } from './spoken';
