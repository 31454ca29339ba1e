import type { RegionalConfig } from '../regional/regional-config';
import type { ThemeOverride } from '@portal/ui-kit';
import type { CompleteWording, WordingOverrides } from '@portal/i18n';

/** Country ids of the insurer's API (section 9). */
export const COUNTRY = { australia: 13, canada: 39, newZealand: 154, unitedStates: 227 } as const;
export type CountryId = (typeof COUNTRY)[keyof typeof COUNTRY];

export type FooterLink = { label: string; href: string };

/** A language tag the portal can be shown in (BCP 47, language and region). */
export type LanguageCode = 'en-AU' | 'en-NZ' | 'en-CA' | 'fr-CA';

type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/**
 * Everything a brand shows in one more language than its default. The libs are language-neutral (their wording is
 * the default language's), so a language's resources carry every key of every lib's namespace, the brand's own
 * texts (header, footer) and its regional configuration's messages; a completeness test keeps them whole.
 */
export type LanguageResources = {
  /** namespace -> key -> text, for every namespace and key of the libs' wording (the type requires each). */
  wording: CompleteWording;
  /** The brand's own texts in this language. */
  brand: Pick<BrandDefinition, 'headerText' | 'footer'> & { beneficiaryFormUrl?: string };
  /**
   * The regional configuration's texts in this language, laid over the served configuration (/configResponse.json
   * keeps its contract and stays in the default language): only messages and labels, never flags or patterns.
   */
  regional: DeepPartial<Pick<RegionalConfig, 'regionalisation' | 'bankInfoName'>>;
  /** The dayjs locale the resources module registered (it imports dayjs/locale/<name> itself), e.g. 'fr-ca'. */
  dayjsLocale: string;
};

/**
 * The wording of the two pages shown without the portal, in one language beyond the default: the static 503.html
 * and the page shown when the configuration fails to load. Both show every language of the brand at once and
 * neither can wait for load(), so these few texts are part of the brand definition. `{phone}` is the brand's phone.
 */
export type UnavailableWording = {
  /** 503.html (the default language's is the build's own). */
  serviceUnavailable: { title: string; heading: string; body: string; help: string; retry: string };
  /** The configuration failure page (the default language's is the shell's `configError.*` wording). */
  configError: { heading: string; body: string };
};

/** One language of a brand: its tag, its own name (shown in the switch) and, beyond the default, its resources. */
export type BrandLanguage = {
  code: LanguageCode;
  /** The language's name in itself: 'English', 'Français'. */
  name: string;
  /** Loads the resources (a dynamic import in the brand's folder, so only its artifact holds them). */
  load?: () => Promise<LanguageResources>;
  /** Beyond the default language: the unavailable pages' wording (small, so not in load()'s chunk). */
  unavailable?: UnavailableWording;
};

/** Everything a brand changes at build time. Lives in brands/<slug>/ and nowhere else. */
export type BrandDefinition = {
  id: number;
  slug: string;
  name: string;
  countryId: CountryId;
  /** The default language (the build's `<html lang>`, the libs' wording); a localised copy may carry another. */
  locale: LanguageCode;
  /**
   * The languages the brand is offered in, default first (its code is `locale`); absent means `locale` only. Only a
   * brand with more than one shows the language switch; the others load nothing of it.
   */
  languages?: readonly BrandLanguage[];
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
