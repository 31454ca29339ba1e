// Theme contract
export { contrastPairs, type PaletteName } from './theme/base-theme';
export { colorOf, createTheme, space, themeColor, type ThemeOverride } from './theme/create-theme';
export { contrastRatio } from './theme/contrast';
export { focusRing } from './theme/focus';
export { useHydrated } from './hydration/use-hydrated';
export { BrandTheme } from './theme/brand-theme';

// Layout
export { Stack } from './stack/stack';
export { Table } from './table/table';
export { Cluster } from './cluster/cluster';
export { Actions } from './actions/actions';

// Page frame
export { VisuallyHidden, visuallyHiddenStyles } from './visually-hidden/visually-hidden';
export { PageLayout } from './page-layout/page-layout';
export { NotFound, NotFoundPageProvider } from './not-found/not-found';
export { Header } from './header/header';
export { LanguageSwitch } from './language-switch/language-switch';
export { Footer, telHref } from './footer/footer';
export { PhoneLinkText } from './phone-link-text/phone-link-text';
export { NoWrap, NoWrapText } from './no-wrap/no-wrap';
export { SafeHtml } from './safe-html/safe-html';
export { loadSanitizer } from './safe-html/sanitizer';
export { buildInertFragment } from './safe-html/inert-fragment';

// Content and actions
export { Button } from './button/button';
export { ButtonLink } from './button-link/button-link';
export { TextLink, linkStyles } from './text-link/text-link';
export { LoadingIndicator } from './loading-indicator/loading-indicator';
export { Banner } from './banner/banner';
export { Modal } from './modal/modal';
export { Card } from './card/card';
export { Pill } from './pill/pill';
export { CardSchemeMark, type CardSchemeName } from './card-scheme-mark/card-scheme-mark';

// Forms
export { Hint } from './hint/hint';
export { ErrorMessage } from './error-message/error-message';
export { FieldError } from './field-error/field-error';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { Checkbox } from './checkbox/checkbox';
export { RadioGroup } from './radio-group/radio-group';
export { DateOfBirthField } from './date-of-birth-field/date-of-birth-field';
export { padPart, type DateParts } from './date-of-birth-field/date-parts';
export { ErrorSummary, type ErrorSummaryItem } from './error-summary/error-summary';
export { inputStyles, StyledFieldset } from './field-styles/field-styles';
export { FieldsetIntro } from './fieldset-intro/fieldset-intro';
