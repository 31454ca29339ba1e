import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { BOT_CHECK_ACTION } from '@portal/core-api';
import { loadBotCheckScript } from './load-bot-check-script';

type WidgetOptions = {
  scriptUrl: string;
  siteKey: string;
  onToken: (token: string) => void;
  onExpired: () => void;
};

/**
 * Loads reCAPTCHA and renders its checkbox widget into `container` (`grecaptcha.render` with the site key and the
 * action); `reset` clears the widget's answer (`grecaptcha.reset`). A widget error (its network failed) counts as an
 * expired answer: the customer ticks again.
 */
export function useBotCheckWidget(container: RefObject<HTMLDivElement | null>, options: WidgetOptions) {
  const { scriptUrl, siteKey } = options;
  const widget = useRef<{ reset: () => void } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const handleToken = useEffectEvent((token: string) => options.onToken(token));
  const handleExpired = useEffectEvent(() => options.onExpired());

  useEffect(() => {
    let cancelled = false;
    loadBotCheckScript(scriptUrl).then(
      (grecaptcha) => {
        const element = container.current;
        if (cancelled || !element) return;
        // reCAPTCHA renders into an empty element, once per element: a fresh child each time.
        const target = document.createElement('div');
        element.replaceChildren(target);
        const id = grecaptcha.render(target, {
          sitekey: siteKey,
          action: BOT_CHECK_ACTION,
          callback: (token) => handleToken(token),
          'expired-callback': () => handleExpired(),
          'error-callback': () => handleExpired(),
        });
        widget.current = { reset: () => grecaptcha.reset(id) };
      },
      () => {
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
      widget.current = null;
    };
  }, [container, scriptUrl, siteKey]);

  const reset = useCallback(() => widget.current?.reset(), []);
  return { loadFailed, reset };
}
