import type { i18n } from 'i18next';
import type { BrandDefinition, BrandLanguage, LanguageCode, LanguageResources } from '../brand/brand-definition';
import type { PortalConfig } from '../brand/portal-config-context';
import { instanceInLanguage, setDisplayLanguage } from '@portal/i18n/language';

/** Where the visitor's choice of language is remembered on the device: a preference only, never a token. */
export const LANGUAGE_STORAGE_KEY = 'portal:language';

/** A language ready to show: its code and, beyond the brand's default, its loaded resources. */
export type LoadedLanguage = { code: LanguageCode; resources?: LanguageResources };

/** The brand's languages, default first: its declared list, or its one locale. */
export function brandLanguages(brand: Pick<BrandDefinition, 'locale' | 'languages'>): readonly BrandLanguage[] {
  return brand.languages?.length ? brand.languages : [{ code: brand.locale, name: brand.locale }];
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The remembered language when the brand offers it, else the brand's default. Single-language brands read nothing. */
export function preferredLanguage(brand: Pick<BrandDefinition, 'locale' | 'languages'>): LanguageCode {
  const languages = brandLanguages(brand);
  const fallback = languages[0]!.code;
  if (languages.length < 2) return fallback;
  try {
    const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    return languages.find((l) => l.code === stored)?.code ?? fallback;
  } catch {
    return fallback;
  }
}

/** Remembers the visitor's choice (private browsing may refuse: the choice then lasts for this page only). */
export function rememberLanguage(code: LanguageCode): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // a preference only: nothing depends on it being stored
  }
}

/** Loads a language of the brand: the default needs nothing; another brings its resources (its own chunk). */
export async function loadLanguage(brand: Pick<BrandDefinition, 'locale' | 'languages'>, code: LanguageCode): Promise<LoadedLanguage> {
  const language = brandLanguages(brand).find((l) => l.code === code);
  if (!language) throw new Error(`The brand does not offer ${code}`);
  if (language === brandLanguages(brand)[0] || !language.load) return { code };
  return { code, resources: await language.load() };
}

/**
 * Makes a loaded language the portal's and returns the i18n instance that shows it: its wording added to the
 * portal's resources (every namespace, over nothing: the libs' base stays in the default language), money and dates in
 * its conventions, `<html lang>`. The portal's own instance keeps its language (instanceInLanguage): give the returned
 * one to React.
 */
export function applyLanguage(instance: i18n, loaded: LoadedLanguage): i18n {
  if (loaded.resources) {
    for (const [ns, keys] of Object.entries(loaded.resources.wording)) {
      if (!instance.hasResourceBundle(loaded.code, ns)) instance.addResourceBundle(loaded.code, ns, keys, true, true);
    }
  }
  setDisplayLanguage(loaded.code, loaded.resources?.dayjsLocale ?? 'en');
  if (typeof document !== 'undefined') document.documentElement.lang = loaded.code;
  return instanceInLanguage(instance, loaded.code);
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

function overlay<T>(base: T, over: unknown): T {
  if (!isPlain(base) || !isPlain(over)) return (over === undefined ? base : over) as T;
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = overlay(base[key], value);
  return out as T;
}

/**
 * The brand and regional configuration as a language shows them: its brand texts and regional messages laid over
 * the default ones (flags, patterns and everything else untouched). The default language returns `config` itself.
 */
export function localizeConfig(config: PortalConfig, loaded: LoadedLanguage): PortalConfig {
  const resources = loaded.resources;
  if (!resources) return config;
  return {
    brand: { ...config.brand, ...resources.brand, locale: loaded.code },
    regional: overlay(config.regional, resources.regional),
  };
}
