/**
 * The bot-check widget contract: the script at `${captcha.host}/widget.js` defines a global with `render`.
 * The sandbox serves it at /bot-check/widget.js as `window.sandboxBotCheck`; a production provider is wrapped to
 * the same shape by the script its host serves.
 */
export type BotCheckRenderOptions = {
  sitekey: string;
  callback: (token: string) => void;
  expiredCallback?: () => void;
};
export type BotCheckWidgetApi = {
  render: (element: HTMLElement, options: BotCheckRenderOptions) => unknown;
  reset?: (widgetId?: unknown) => void;
};

export const BOT_CHECK_GLOBAL = 'sandboxBotCheck';

const widgetApi = (): BotCheckWidgetApi | undefined =>
  (window as unknown as Record<string, BotCheckWidgetApi | undefined>)[BOT_CHECK_GLOBAL];

const loading = new Map<string, Promise<BotCheckWidgetApi>>();

export const botCheckScriptUrl = (host: string) => `${host.replace(/\/+$/, '')}/widget.js`;

/** Loads the widget script once per page and resolves with its API. */
export function loadBotCheckScript(host: string): Promise<BotCheckWidgetApi> {
  const ready = widgetApi();
  if (ready) return Promise.resolve(ready);
  const src = botCheckScriptUrl(host);
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<BotCheckWidgetApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const api = widgetApi();
      if (api) resolve(api);
      else reject(new Error('The bot-check script defined no widget'));
    };
    script.onerror = () => reject(new Error('The bot-check script failed to load'));
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  promise.catch(() => loading.delete(src));
  return promise;
}
