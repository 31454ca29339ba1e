import type { ThemeOverride } from '@portal/ui-kit';

/** Country ids of the insurer's API (section 9). */
export const COUNTRY = { australia: 13, canada: 39, newZealand: 154, unitedStates: 227 } as const;
export type CountryId = (typeof COUNTRY)[keyof typeof COUNTRY];

export type FooterLink = { label: string; href: string };

/** Wording overrides: namespace -> key -> text. Namespaces are owned by the libs. */
export type WordingOverrides = Partial<Record<string, Record<string, string>>>;

/** Everything a brand changes at build time. Lives in brands/<slug>/ and nowhere else. */
export type BrandDefinition = {
  id: number;
  slug: string;
  name: string;
  countryId: CountryId;
  locale: 'en-AU' | 'en-NZ' | 'en-CA';
  /** Support phone as customers dial it, e.g. "1300 000 000". */
  phone: string;
  domain: string;
  /** An SVG document as text; rendered as an image with the brand name as its text alternative. */
  logoSvg: string;
  theme: ThemeOverride;
  headerText: string;
  footer: {
    links: FooterLink[];
    /** Short lines shown under the links (e.g. licence numbers). */
    labels: string[];
    /** Configured HTML (sanitised before rendering). */
    html: string;
  };
  beneficiaryFormUrl: string;
  /**
   * Where the cross-sell banner's 'Request a Call' goes (a new tab). The specification shows no URL for it; without
   * one the button only records the request (FeatureManagement markused).
   */
  crossSellCallbackUrl?: string;
  wording: WordingOverrides;
};
