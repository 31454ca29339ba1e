/**
 * Inserts a vendor script once (never bundled; allowed by the CSP's strict-dynamic because our code inserts it).
 * Resolves when `isLoaded()` holds (at once if it already does); rejects when the script fails to load.
 */
export function loadScript(src: string, isLoaded: () => boolean): Promise<void> {
  if (isLoaded()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    let script = Array.from(document.scripts).find((s) => s.dataset['paymentUpdate'] === src);
    if (!script) {
      script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset['paymentUpdate'] = src;
      document.head.appendChild(script);
    }
    const el = script;
    el.addEventListener('load', () => (isLoaded() ? resolve() : reject(new Error('The script defined nothing'))), { once: true });
    el.addEventListener(
      'error',
      () => {
        el.remove();
        reject(new Error('The script failed to load'));
      },
      { once: true },
    );
  });
}
