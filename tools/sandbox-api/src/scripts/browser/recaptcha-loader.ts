import { RECAPTCHA_STATIC_ORIGIN } from '../../vendor-hosts.ts';
import { RECAPTCHA_LIBRARY_PATH } from '../vendor-paths.ts';
import { page } from './recaptcha-common.ts';
import { vendorBaseOf } from './vendor-base.ts';

/**
 * reCAPTCHA's loader, https://www.google.com/recaptcha/api.js under the vendor's architecture: it defines
 * `grecaptcha.ready` (queued in `___grecaptcha_cfg.fns`, as Google's does) and loads the library from www.gstatic.com
 * with the page's script nonce; `onload` and `render` come from its query. Loaded from the sandbox's
 * /__vendor/www.google.com/ (development, Storybook, the DOM tests), it finds the library under the sandbox's
 * /__vendor/www.gstatic.com/ (./vendor-base.ts).
 */
const cfg = (page.___grecaptcha_cfg ??= {});
cfg.fns ??= [];
const script = document.currentScript as HTMLScriptElement | null;
const query = script ? new URL(script.src).searchParams : new URLSearchParams();
cfg.onload = query.get('onload');
cfg.render = query.get('render') || 'onload';
const api = (page.grecaptcha ??= {});
if (!api.ready) api.ready = (fn) => void cfg.fns!.push(fn);
const library = document.createElement('script');
library.src = `${vendorBaseOf(script?.src || RECAPTCHA_STATIC_ORIGIN)(RECAPTCHA_STATIC_ORIGIN)}${RECAPTCHA_LIBRARY_PATH}`;
library.async = true;
const nonce = script && (script.nonce || script.getAttribute('nonce'));
if (nonce) library.nonce = nonce;
(document.head || document.body).appendChild(library);
