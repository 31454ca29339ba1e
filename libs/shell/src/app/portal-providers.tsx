import type { i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PortalConfigProvider, type PortalConfig } from '@portal/config';
import { ApiClientProvider } from '@portal/session';
import { BrandTheme, NotFoundPageProvider } from '@portal/ui-kit';

export type PortalProvidersProps = {
  /** The brand and its regional configuration entry. */
  config: PortalConfig;
  /** The portal's i18n instance (createPortalI18n, or a language's clone of it). */
  i18n: i18n;
  /** Overrides the API host (tests give an absolute origin, as Node's fetch needs one). */
  apiBaseUrl?: string;
  /** The one not-found page (the shell's), which feature pages render through config's `NotFound`. */
  notFoundPage: ReactElement;
  children: ReactNode;
};

/**
 * The one provider stack of the portal: configuration, wording, the brand's theme and global styles, the API
 * client and the not-found page. The portal, its build-time prerender and Storybook build it through this component;
 * session's `renderWithPortal` (which may not import the shell) composes the same parts for component tests.
 */
export function PortalProviders({ config, i18n, apiBaseUrl, notFoundPage, children }: PortalProvidersProps) {
  return (
    <PortalConfigProvider value={config}>
      <I18nextProvider i18n={i18n}>
        <BrandTheme overrides={config.brand.theme}>
          <ApiClientProvider baseUrl={apiBaseUrl}>
            <NotFoundPageProvider value={notFoundPage}>{children}</NotFoundPageProvider>
          </ApiClientProvider>
        </BrandTheme>
      </I18nextProvider>
    </PortalConfigProvider>
  );
}
