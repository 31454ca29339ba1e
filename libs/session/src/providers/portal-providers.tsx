import type { i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PortalConfigProvider, type PortalConfig } from '@portal/config';
import { ApiClientProvider } from '../api/api-client-provider';
import { NotFoundPageProvider } from '../not-found/not-found';
import { BrandTheme } from './brand-theme';

export type PortalProvidersProps = {
  /** The brand and its regional configuration entry. */
  config: PortalConfig;
  /** The portal's i18n instance (the shell's createPortalI18n, or a test's). */
  i18n: i18n;
  /** Overrides the API host (tests give an absolute origin, as Node's fetch needs one). */
  apiBaseUrl?: string;
  /** The one not-found page (the shell's), which feature pages render through `NotFound`. */
  notFoundPage: ReactElement;
  children: ReactNode;
};

/**
 * The one provider stack of the portal: configuration, wording, the brand's theme and global styles, the API
 * client and the not-found page. The shell, Storybook and the component-test render helper all build it through this component.
 */
export function PortalProviders({ config, i18n, apiBaseUrl, notFoundPage, children }: PortalProvidersProps) {
  return (
    <PortalConfigProvider value={config}>
      <I18nextProvider i18n={i18n}>
        <BrandTheme brand={config.brand}>
          <ApiClientProvider baseUrl={apiBaseUrl}>
            <NotFoundPageProvider value={notFoundPage}>{children}</NotFoundPageProvider>
          </ApiClientProvider>
        </BrandTheme>
      </I18nextProvider>
    </PortalConfigProvider>
  );
}
