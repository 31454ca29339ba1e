/// <reference types="grecaptcha" />
import { loadVendorScript } from '@portal/gateway';

/** reCAPTCHA's JavaScript API (`window.grecaptcha`), as its script defines it. */
export type ReCaptcha = ReCaptchaV2.ReCaptcha;

const reCaptchaApi = (): ReCaptcha | undefined => (window as { grecaptcha?: ReCaptcha }).grecaptcha;

/**
 * The configured script URL with explicit rendering asked for (`render=explicit`), so the script renders nothing by
 * itself: the portal calls `grecaptcha.render` into its own field. A relative URL (a stand-in on the portal's origin)
 * stays relative to the page.
 */
export function reCaptchaScriptUrl(scriptUrl: string): string {
  const url = new URL(scriptUrl, window.location.origin);
  if (!url.searchParams.has('render')) url.searchParams.set('render', 'explicit');
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}

/** Loads reCAPTCHA's script once per page (config's one vendor-script loader) and resolves with its API once `grecaptcha.ready` says it is usable. */
export async function loadBotCheckScript(scriptUrl: string): Promise<ReCaptcha> {
  await loadVendorScript(reCaptchaScriptUrl(scriptUrl), () => reCaptchaApi() !== undefined);
  const api = reCaptchaApi();
  if (!api) throw new Error('The reCAPTCHA script defined no grecaptcha');
  return new Promise<ReCaptcha>((resolve) => api.ready(() => resolve(api)));
}
