export { renderWithTheme, type RenderWithThemeOptions } from './render-with-theme';
export { longText, placeholderLogo } from './story-assets';
