// Theme contract
export {
  basePalette,
  baseTheme,
  contrastPairs,
  type ColorRoles,
  type ColorToken,
  type Palette,
  type PaletteName,
  type Theme,
} from './theme/base-theme';
export { colorOf, createTheme, space, themeColor, type ThemeOverride } from './theme/create-theme';
export { contrastRatio } from './theme/contrast';
export { focusRing } from './theme/focus';
export { useHydrated } from './hydration/use-hydrated';
export { BrandTheme, type BrandThemeProps } from './theme/brand-theme';

// Layout
export { Stack, type StackAlign, type StackProps } from './stack/stack';
export { Cluster, type ClusterAlign, type ClusterJustify, type ClusterProps } from './cluster/cluster';
export { Actions, type ActionsProps } from './actions/actions';

// Page frame
export { GlobalStyles, type GlobalStylesProps } from './global-styles/global-styles';
export { VisuallyHidden, visuallyHiddenStyles, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { SkipLink, type SkipLinkProps } from './skip-link/skip-link';
export { PageLayout, type PageLayoutProps } from './page-layout/page-layout';
export { Header, type HeaderProps } from './header/header';
export { LanguageSwitch, type LanguageSwitchOption, type LanguageSwitchProps } from './language-switch/language-switch';
export { Footer, telHref, type FooterLink, type FooterProps } from './footer/footer';
export { PhoneLinkText, type PhoneLinkTextProps } from './phone-link-text/phone-link-text';
export { NoWrap, NoWrapText, type NoWrapTextProps } from './no-wrap/no-wrap';
export { SafeHtml, type SafeHtmlProps } from './safe-html/safe-html';
export { loadSanitizer, sanitizeHtml } from './safe-html/sanitizer';

// Content and actions
export { Button, type ButtonProps, type ButtonVariant } from './button/button';
export { ButtonLink, type ButtonLinkProps } from './button-link/button-link';
export { TextLink, linkStyles, type TextLinkProps } from './text-link/text-link';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner/spinner';
export { LoadingIndicator, type LoadingIndicatorProps } from './loading-indicator/loading-indicator';
export { Banner, type BannerProps, type BannerTone } from './banner/banner';
export { Modal, type ModalProps } from './modal/modal';
export { Card, type CardHeadingLevel, type CardProps } from './card/card';
export { Pill, type PillProps } from './pill/pill';

// Forms
export { Hint, type HintProps } from './hint/hint';
export { ErrorMessage, type ErrorMessageProps } from './error-message/error-message';
export { TextField, type TextFieldProps, type TextFieldType } from './text-field/text-field';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group/radio-group';
export { DateOfBirthField, type DateOfBirthFieldProps } from './date-of-birth-field/date-of-birth-field';
export { padPart, type DatePart, type DateParts } from './date-of-birth-field/date-parts';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './error-summary/error-summary';
export { inputStyles, StyledFieldset } from './field-styles/field-styles';
export { FieldsetIntro, type FieldsetIntroProps } from './fieldset-intro/fieldset-intro';
