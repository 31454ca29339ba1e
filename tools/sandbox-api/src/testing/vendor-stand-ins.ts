import { afterAll, beforeAll } from 'vitest';
import { VENDOR_PREFIX } from '../vendor-hosts.ts';

/**
 * The vendors' stand-ins (Stripe.js, reCAPTCHA) in a DOM test, as the browser runs them: their fields live in frames
 * (Stripe's card frame, reCAPTCHA's checkbox), which the stand-ins insert under the sandbox's `/__vendor/<host>`.
 * jsdom gives such a frame a window at its address but loads nothing into it, and its postMessage carries neither
 * the sender's origin nor its window, which both sides check. These helpers do what the browser does, no more.
 */

type FrameWindow = Window & typeof globalThis;

/** Runs a vendor's page script as `<script src="url">` does: fetched (from the sandbox), with `document.currentScript`. */
export async function runVendorScript(url: string, script = Object.assign(document.createElement('script'), { src: url })): Promise<void> {
  const source = await (await fetch(url)).text();
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    new Function(source)();
  } finally {
    // The document's own (prototype) getter again: null outside a running script.
    delete (document as { currentScript?: unknown }).currentScript;
  }
}

/** A message event as the browser dispatches it: with the sender's origin and window (jsdom leaves both out). */
const deliver = (target: Window, data: unknown, origin: string, source: unknown): void => {
  const event = new (target as FrameWindow).MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  target.dispatchEvent(event);
};

/** postMessage's target check: the target window's origin, or '*'. */
const accepts = (target: Window, targetOrigin: string): boolean =>
  targetOrigin === '*' || new URL(targetOrigin).origin === target.location.origin;

async function loadFrame(frame: HTMLIFrameElement): Promise<void> {
  const win = frame.contentWindow as FrameWindow | null;
  const doc = frame.contentDocument;
  if (!win || !doc) return;
  const address = frame.src.split('#')[0] ?? frame.src;
  const html = await (await fetch(address)).text();

  // What the frame sees as `parent`: the page, whose messages from this frame carry its origin and window.
  const page = window;
  const parentOfFrame = {
    postMessage: (data: unknown, targetOrigin: string) => {
      if (accepts(page, targetOrigin)) setTimeout(() => deliver(page, data, win.location.origin, win), 0);
    },
  };
  Object.defineProperty(win, 'parent', { configurable: true, get: () => parentOfFrame });
  win.postMessage = ((data: unknown, targetOrigin: string) => {
    if (accepts(win, targetOrigin)) setTimeout(() => deliver(win, data, page.location.origin, parentOfFrame), 0);
  }) as Window['postMessage'];
  // What jsdom's frame window lacks and the frame scripts use: fetch (the page's, so MSW answers it), and a
  // ResizeObserver (jsdom lays nothing out, so there is never a size to report).
  win.fetch = fetch;
  win.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };

  const parsed = new win.DOMParser().parseFromString(html, 'text/html');
  const scripts = [...parsed.querySelectorAll('script')];
  for (const script of scripts) script.remove();
  doc.replaceChildren(doc.importNode(parsed.documentElement, true));
  for (const script of scripts) {
    const src = script.getAttribute('src');
    const code = src ? await (await fetch(new URL(src, address))).text() : script.textContent;
    win.eval(code);
  }
}

const underVendorPrefix = (url: string): boolean =>
  new URL(url || 'about:blank', document.baseURI).pathname.startsWith(`${VENDOR_PREFIX}/`);

/** A script element the page or a stand-in inserted: run as the browser runs it, then its load event. */
async function loadScript(script: HTMLScriptElement): Promise<void> {
  await runVendorScript(script.src, script);
  script.dispatchEvent(new Event('load'));
}

/**
 * For this test file: every script and frame under the sandbox's `/__vendor/` that the page or a stand-in inserts
 * (reCAPTCHA's loader inserts its library, Stripe.js and reCAPTCHA's library their frames) is loaded as the browser
 * loads it: a script run with `document.currentScript` and its load event; a frame's document and scripts from the
 * sandbox, run in the frame's own window at the frame's address, talking to the page by postMessage with origins.
 * Find a frame's fields with `within(frame.contentDocument.body)`.
 */
export function loadVendorStandIns(): void {
  const seen = new WeakSet<Element>();
  const observer = new MutationObserver(() => {
    for (const element of document.querySelectorAll<HTMLIFrameElement | HTMLScriptElement>('iframe[src], script[src]')) {
      if (seen.has(element) || !underVendorPrefix(element.src)) continue;
      seen.add(element);
      const loading = element instanceof HTMLIFrameElement ? loadFrame(element) : loadScript(element);
      // A frame or script the page removed meanwhile (a test that ended) no longer matters; any other failure does.
      loading.catch((error: unknown) => {
        if (element.isConnected) throw error;
      });
    }
  });
  beforeAll(() => observer.observe(document, { childList: true, subtree: true }));
  afterAll(() => observer.disconnect());
}
