import { createContext, useContext, type ReactNode } from 'react';
import type { BrandLanguage, LanguageCode } from '../brand/brand-definition';

export type LanguageChoice = {
  /** The brand's languages, default first. */
  languages: readonly BrandLanguage[];
  current: LanguageCode;
  /** Shows the portal in another of the brand's languages and remembers the choice. */
  select: (code: LanguageCode) => void;
};

const LanguageContext = createContext<LanguageChoice | null>(null);

export function LanguageProvider({ value, children }: { value: LanguageChoice; children: ReactNode }) {
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The portal's language and how to change it; null outside a portal that offers a choice (tests, stories). */
export function useLanguageChoice(): LanguageChoice | null {
  return useContext(LanguageContext);
}
