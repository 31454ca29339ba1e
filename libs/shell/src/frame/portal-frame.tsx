import { Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { SessionNav, useSession } from '@portal/session';
import { logoSrc, useBrand, useConfiguredText, useLanguageChoice, type LanguageCode } from '@portal/config';
import { PageTitleProvider, type PageTitleKey } from '@portal/i18n';
import { Footer, Header, LanguageSwitch, LoadingIndicator, PageLayout } from '@portal/ui-kit';
import { useShellTranslation } from '../use-shell-translation';
import { OfflineNotice } from './offline-notice';
import { useDocumentTitle } from './use-document-title';
import { useScrollToTop } from './use-scroll-to-top';

const MAIN_ID = 'main';

/** The portal's frame: skip link, branded header, main region, footer. Pages render in the outlet. */
export function PortalFrame() {
  const brand = useBrand();
  const { t } = useShellTranslation();
  const [titleOverride, setTitleOverride] = useState<PageTitleKey | null>(null);
  useDocumentTitle(titleOverride);
  useScrollToTop(MAIN_ID);
  const fill = useConfiguredText();
  const language = useLanguageChoice();
  // Signed-in pages load their content after they show: their main area holds the footer below the first screen.
  const { isSignedIn } = useSession();

  return (
    <PageLayout
      mainId={MAIN_ID}
      holdsFooter={isSignedIn}
      skipLinkLabel={t('common:skipToContent')}
      header={
        <Header
          logoSrc={logoSrc(brand.logoSvg)}
          logoAlt={t('homeLinkLabel')}
          homeHref="/"
          linkAs={Link}
          text={brand.headerText}
          nav={<SessionNav />}
          languageSwitch={
            language ? (
              <LanguageSwitch
                label={t('language.label')}
                options={language.languages}
                current={language.current}
                onSelect={(code) => language.select(code as LanguageCode)}
              />
            ) : undefined
          }
        />
      }
      footer={
        <Footer
          navLabel={t('footerNavLabel')}
          links={brand.footer.links}
          linkAs={Link}
          labels={brand.footer.labels.map((label) => fill(label))}
          html={fill(brand.footer.html)}
          phone={{ label: t('callUs'), number: brand.phone }}
        />
      }
    >
      <OfflineNotice />
      <PageTitleProvider value={setTitleOverride}>
        <Suspense fallback={<LoadingIndicator text={t('common:loading')} />}>
          <Outlet />
        </Suspense>
      </PageTitleProvider>
    </PageLayout>
  );
}
