/// <reference types="grecaptcha" />

/** reCAPTCHA's JavaScript API (`window.grecaptcha`), as its script defines it. */
export type ReCaptcha = ReCaptchaV2.ReCaptcha;

const reCaptchaApi = (): ReCaptcha | undefined => (window as { grecaptcha?: ReCaptcha }).grecaptcha;

const loading = new Map<string, Promise<ReCaptcha>>();

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

/** Loads reCAPTCHA's script once per page and resolves with its API once `grecaptcha.ready` says it is usable. */
export function loadBotCheckScript(scriptUrl: string): Promise<ReCaptcha> {
  const whenReady = (api: ReCaptcha) => new Promise<ReCaptcha>((resolve) => api.ready(() => resolve(api)));
  const present = reCaptchaApi();
  if (present) return whenReady(present);
  const src = reCaptchaScriptUrl(scriptUrl);
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<ReCaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const api = reCaptchaApi();
      if (api) resolve(whenReady(api));
      else reject(new Error('The reCAPTCHA script defined no grecaptcha'));
    };
    script.onerror = () => reject(new Error('The reCAPTCHA script failed to load'));
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  promise.catch(() => loading.delete(src));
  return promise;
}
