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
 * children the configuration and the i18n instance as that language shows them, and, for a brand offered in more than
 * one language, the choice (the header's switch). A language is React state: choosing one renders the tree again with
 * another instance, so a part React is still hydrating keeps the words it was prerendered with. A single-language
 * brand renders its children with its configuration and instance unchanged.
 */
export function usePortalLanguage(config: PortalConfig, instance: i18n, initial?: LoadedLanguage) {
  const { brand } = config;
  const [language, setLanguage] = useState(() => {
    const loaded = initial ?? { code: brand.locale };
    return { loaded, i18n: initial ? applyLanguage(instance, initial) : instance };
  });
  const select = useCallback(
    (code: LanguageCode) => {
      loadLanguage(brand, code).then(
        (loaded) => {
          const i18n = applyLanguage(instance, loaded);
          rememberLanguage(code);
          setLanguage({ loaded, i18n });
        },
        // A chunk that cannot load (offline, a deploy in between): the page stays in its language.
        (error: unknown) => console.error(error),
      );
    },
    [brand, instance],
  );
  const localized = useMemo(() => localizeConfig(config, language.loaded), [config, language.loaded]);
  return { code: language.loaded.code, select, config: localized, i18n: language.i18n };
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
