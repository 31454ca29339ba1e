import type { ParseKeys, TypeOptions } from 'i18next';
import type { commonWording } from './common-wording';
import type { featureCommonWording } from './feature-common-wording';

/**
 * i18next's TypeScript resources: `t()` takes only keys that exist, so a missing or misspelt key fails
 * `npm run typecheck`. 'common' is declared here; each lib declares its own namespace beside its `<lib>-wording.ts`
 * (ResourceNamespaceMap merges across packages). Placeholders use single braces ('call us on {phone}').
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
  interface ResourceNamespaceMap {
    common: typeof commonWording & typeof featureCommonWording;
  }
}

/** Every namespace of the portal with its base (default language) keys, as the libs declare them. */
export type PortalResources = TypeOptions['resources'];
export type PortalNamespace = keyof PortalResources & string;

/** A key with its namespace, as `t()` takes it from any namespace: 'common:cancel', 'shell:titles.logout'. */
export type WordingKey<Ns extends PortalNamespace = PortalNamespace> = Ns extends PortalNamespace ? `${Ns}:${ParseKeys<Ns>}` : never;

type Plural = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralBase<Key> = Key extends `${infer Base}_${Plural}` ? Base : never;

/**
 * A language's complete wording: every key of every namespace, and each plural key in the language's own
 * categories when given (French: 'one' | 'many' | 'other'). A missing namespace or key fails the type check; so
 * does a key no namespace has any more (an object literal's excess property).
 */
export type CompleteWording<Categories extends Plural = never> = {
  [Ns in PortalNamespace]: Record<(keyof PortalResources[Ns] & string) | `${PluralBase<keyof PortalResources[Ns]>}_${Categories}`, string>;
};

/** A brand's overrides: only keys that exist, in the namespace that owns them. */
export type WordingOverrides = { [Ns in PortalNamespace]?: Partial<Record<keyof PortalResources[Ns] & string, string>> };

/** Base wording as createI18n and addLibWording take it: namespace -> key -> text. */
export type LooseWording = Partial<Record<string, Partial<Record<string, string>>>>;

/**
 * A page's document title (section 2): a shared heading ('common:inbox') or one of the shell's own titles
 * ('shell:titles.logout'). Routes name it in `handle.titleKey`; a page shown in place of another, in usePageTitle.
 */
export type PageTitleKey = WordingKey<'shell' | 'common'>;
