import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import {
  LanguageProvider,
  applyLanguage,
  brandLanguages,
  loadLanguage,
  localizeConfig,
  rememberLanguage,
  type LanguageCode,
  type LoadedLanguage,
  type PortalConfig,
} from '@portal/config';

/**
 * The portal's language: the brand's default, or the one the visitor chose (remembered on the device). Gives its
 * children the configuration as that language shows it, and, for a brand offered in more than one language, the
 * choice (the header's switch). A single-language brand renders its children with its configuration unchanged.
 */
export function usePortalLanguage(config: PortalConfig, instance: i18n, initial?: LoadedLanguage) {
  const { brand } = config;
  const [language, setLanguage] = useState<LoadedLanguage>(() => {
    if (initial) applyLanguage(instance, initial);
    return initial ?? { code: brand.locale };
  });
  const select = useCallback(
    (code: LanguageCode) => {
      loadLanguage(brand, code).then(
        (loaded) => {
          applyLanguage(instance, loaded);
          rememberLanguage(code);
          setLanguage(loaded);
        },
        // A chunk that cannot load (offline, a deploy in between): the page stays in its language.
        (error: unknown) => console.error(error),
      );
    },
    [brand, instance],
  );
  const localized = useMemo(() => localizeConfig(config, language), [config, language]);
  return { code: language.code, select, config: localized };
}

export function PortalLanguages({
  brand,
  current,
  select,
  children,
}: {
  brand: PortalConfig['brand'];
  current: LanguageCode;
  select: (code: LanguageCode) => void;
  children: ReactNode;
}) {
  const languages = brandLanguages(brand);
  const choice = useMemo(() => ({ languages, current, select }), [languages, current, select]);
  if (languages.length < 2) return <>{children}</>;
  return <LanguageProvider value={choice}>{children}</LanguageProvider>;
}
