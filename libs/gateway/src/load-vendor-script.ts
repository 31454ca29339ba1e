const loading = new Map<string, Promise<void>>();

/**
 * The one loader of the vendors' scripts the configuration or the API names (the payment gateway's hosted
 * components, Stripe.js): inserted once per URL, never bundled, allowed by the CSP's 'strict-dynamic' because our
 * code inserts it. Resolves at once when `isLoaded()` already holds, else once the script has loaded; rejects when
 * it fails to load (a later call tries again).
 */
export function loadVendorScript(src: string, isLoaded: () => boolean): Promise<void> {
  if (isLoaded()) return Promise.resolve();
  if (!src) return Promise.reject(new Error('No script URL'));
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        loading.delete(src);
        reject(new Error('The script failed to load'));
      },
      { once: true },
    );
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/**
 * A hosted component's script: resolves once `tag` is defined (a script may define it after its own load event, as
 * a module loader does; one that never does is caught by the caller's time-out); rejects when it fails to load.
 */
export async function loadHostedComponent(src: string, tag: string): Promise<void> {
  await loadVendorScript(src, () => customElements.get(tag) !== undefined);
  await customElements.whenDefined(tag);
}
