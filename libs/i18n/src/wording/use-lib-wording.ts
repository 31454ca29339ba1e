import type { i18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import { defaultLanguageOf } from './create-i18n';

const added = new WeakMap<i18n, Set<string>>();

/**
 * Adds a lib's base wording to the portal's i18n instance, in its default language, under any brand overrides
 * already there (existing keys win). Idempotent per instance and `part` (the namespace, unless a namespace comes in
 * parts, as 'common' does). Another language's resources hold
 * every namespace already (they are added whole when the language is chosen).
 */
export function addLibWording(instance: i18n, ns: string, base: Record<string, string>, part = ns): void {
  const namespaces = added.get(instance) ?? new Set<string>();
  if (namespaces.has(part)) return;
  instance.addResourceBundle(defaultLanguageOf(instance), ns, base, true, false);
  namespaces.add(part);
  added.set(instance, namespaces);
}

/**
 * For a lib whose pages are all lazy: its wording travels in its own chunks instead of the login page's entry,
 * and is added the first time one of its components renders, before any of them looks a key up. Brand
 * overrides of the namespace were loaded with the brand and stay on top.
 */
export function useLibWording(ns: string, base: Record<string, string>, part = ns): void {
  // The instance, not useTranslation: react-i18next's hook copies the instance into a wrapper of its own on each
  // component's first render, 3 per policy card when the lib's translation hook called it twice more (issue 37).
  addLibWording(useContext(I18nContext)?.i18n ?? getI18n(), ns, base, part);
}
