import type { DOMPurify as Purifier } from 'dompurify';

/** Turns configured HTML into markup that is safe to render. */
export type Sanitize = (html: string) => string;

let ready: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

function configure(instance: Purifier): Sanitize {
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) || !node.hasAttribute('target')) return;
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  return (html) =>
    instance.sanitize(html, {
      USE_PROFILES: { html: true },
      ADD_ATTR: ['target'],
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    });
}

/**
 * DOMPurify (about 11 kB gzipped) is loaded on first use rather than with the login page, which must stay within
 * the first-load budget. A private instance, so our hook never affects another user of the library.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify')
    .then(({ default: DOMPurify }) => (ready = configure(DOMPurify(window))))
    .catch((error: unknown) => {
      // A chunk that failed to load (a deploy, a dropped connection) is tried again by the next caller.
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The sanitiser if it has loaded, for a first render without a flash. */
export const readySanitizer = (): Sanitize | undefined => ready;

/** Sanitises configured HTML: no scripts, event handlers, javascript: URLs or unsafe targets. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer())(html);
}

/**
 * What a reader sees while the sanitiser loads: the words of the HTML as plain text (never markup), so the
 * sanitised version replaces it without moving the page. DOMParser documents are inert: nothing runs or loads.
 */
export function plainTextOf(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const hidden of body.querySelectorAll('script, style, template, noscript')) hidden.remove();
  return body.textContent ?? '';
}
