import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { reportMissingWording } from './missing-wording';
import type { LooseWording, WordingOverrides } from './wording-types';

/** Base wording: namespace -> key -> English text. Each lib owns its namespace. */
export type Wording = Record<string, Record<string, string>>;

/**
 * One i18next instance per portal: the libs' base English, with the brand's overrides on top.
 * Placeholders use single braces, as the specification writes them: 'call us on {phone}'.
 * {phone} and {brandName} are always available.
 */
export function createI18n(options: {
  base: Wording;
  overrides?: WordingOverrides;
  locale: string;
  variables: Record<string, string>;
}): i18n {
  const resources: Resource = {};
  const bundle: Record<string, Record<string, string>> = {};
  // A brand's overrides hold only keys that exist (WordingOverrides); here they are text by namespace and key.
  const overrides = (options.overrides ?? {}) as LooseWording;
  for (const [ns, keys] of Object.entries(options.base)) bundle[ns] = { ...keys, ...overrides[ns] } as Record<string, string>;
  for (const [ns, keys] of Object.entries(overrides)) bundle[ns] ??= { ...keys } as Record<string, string>;
  resources[options.locale] = bundle;

  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: options.locale,
    // A brand's other languages are complete (a test checks every key); the default language backs them up anyway.
    fallbackLng: options.locale,
    ns: Object.keys(bundle),
    defaultNS: 'common',
    initAsync: false,
    returnNull: false,
    // A key no resource holds is reported (missing-wording.ts: a warning naming the key; a failed test in tests).
    saveMissing: true,
    missingKeyHandler: reportMissingWording,
    interpolation: {
      prefix: '{',
      suffix: '}',
      escapeValue: false,
      defaultVariables: options.variables,
    },
    react: { useSuspense: false },
  });
  defaultLanguages.set(instance, options.locale);
  return instance;
}

const defaultLanguages = new WeakMap<i18n, string>();

/** The language the libs' base wording and the brand's overrides are in: the portal's default language. */
export function defaultLanguageOf(instance: i18n): string {
  return defaultLanguages.get(instance) ?? instance.language;
}

const languageInstances = new WeakMap<i18n, Map<string, i18n>>();

/**
 * The portal's i18n instance as one of its languages shows it: the instance itself for its default language, else a
 * clone (made once per language) sharing its resources, so wording a lib adds later reaches every language. A language
 * change is then a new instance given to React, never a change to the instance a rendered tree reads: a part of the
 * prerendered login page React has not hydrated yet still renders its default-language text when it does (changing
 * the shared instance's language made that text French and broke hydration: React's error #418).
 */
export function instanceInLanguage(instance: i18n, code: string): i18n {
  const base = defaultLanguageOf(instance);
  if (code === base) return instance;
  const clones = languageInstances.get(instance) ?? new Map<string, i18n>();
  languageInstances.set(instance, clones);
  let clone = clones.get(code);
  if (!clone) {
    clone = instance.cloneInstance({ lng: code });
    defaultLanguages.set(clone, base);
    clones.set(code, clone);
  }
  return clone;
}
