import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { loadBotCheckScript } from './load-bot-check-script';

type WidgetOptions = {
  host: string;
  siteKey: string;
  onToken: (token: string) => void;
  onExpired: () => void;
};

/** Loads the bot-check script and renders its widget into `container`; `reset` clears the widget's answer. */
export function useBotCheckWidget(container: RefObject<HTMLDivElement | null>, options: WidgetOptions) {
  const { host, siteKey } = options;
  const widget = useRef<{ reset: () => void } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const handleToken = useEffectEvent((token: string) => options.onToken(token));
  const handleExpired = useEffectEvent(() => options.onExpired());

  useEffect(() => {
    let cancelled = false;
    loadBotCheckScript(host).then(
      (api) => {
        const element = container.current;
        if (cancelled || !element) return;
        const render = () => {
          element.replaceChildren();
          return api.render(element, {
            sitekey: siteKey,
            callback: (token) => handleToken(token),
            expiredCallback: () => handleExpired(),
          });
        };
        let id = render();
        widget.current = {
          reset: () => {
            if (api.reset) api.reset(id);
            else id = render();
          },
        };
      },
      () => {
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
      widget.current = null;
    };
  }, [container, host, siteKey]);

  const reset = useCallback(() => widget.current?.reset(), []);
  return { loadFailed, reset };
}
