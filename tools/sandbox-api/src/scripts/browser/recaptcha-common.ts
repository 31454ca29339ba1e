import { SANDBOX_RECAPTCHA_FAIL } from '../vendor-paths.ts';

/** What reCAPTCHA's loader and library share: `render`'s parameters, the page's window as reCAPTCHA's scripts see it. */

export type Callback = ((token: string) => void) | (() => void);
export type RenderParameters = {
  sitekey?: string;
  callback?: Callback | string;
  'expired-callback'?: Callback | string;
  /** Google's: called when the widget cannot go on, usually for want of a connection. */
  'error-callback'?: Callback | string;
  size?: string;
  tabindex?: number;
};

export type GRecaptcha = {
  ready?: (callback: () => void) => void;
  render?: (container: string | HTMLElement, parameters?: RenderParameters) => number;
  reset?: (id?: number) => void;
  getResponse?: (id?: number) => string;
  execute?: (id?: number) => Promise<void>;
};

/** The page's window (not the portal's typing of grecaptcha: this is the script itself). */
export const page = window as unknown as Record<string, unknown> & {
  grecaptcha?: GRecaptcha;
  ___grecaptcha_cfg?: { fns?: (() => void)[]; onload?: string | null; render?: string };
};

/** The cookie `sandbox-recaptcha=fail` (per browser context, so one end-to-end test can fail it alone). */
export const failCookieSet = (): boolean => /(?:^|;\s*)sandbox-recaptcha=fail(?:;|$)/.test(document.cookie);

export const failing = (sitekey: string | undefined): boolean => sitekey === SANDBOX_RECAPTCHA_FAIL || failCookieSet();

/** A placeholder element that must exist and be empty, as Google's render requires; and a site key. */
export const placeholderOf = (container: string | HTMLElement, parameters: RenderParameters | undefined): HTMLElement => {
  const element = typeof container === 'string' ? document.getElementById(container) : container;
  if (!element) throw new Error('reCAPTCHA placeholder element must be an element or id');
  if (element.childNodes.length > 0) throw new Error('reCAPTCHA placeholder element must be empty');
  if (!parameters?.sitekey) throw new Error('Missing required parameters: sitekey');
  return element;
};

/** A callback given as a function or as the name of a global one. */
export const callbackOf = (f: Callback | string | undefined): Callback | undefined =>
  typeof f === 'string' ? (page[f] as Callback | undefined) : f;
