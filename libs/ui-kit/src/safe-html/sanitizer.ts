import type { DOMPurify as Purifier } from 'dompurify';
import type { parse as Parse } from 'parse5';
import { buildInertFragment } from './inert-fragment';

/** Turns configured HTML into markup that is safe to render. */
export type Sanitize = (html: string) => string;

const CONFIG = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  // No forms or media; no <style> or style attributes, which the page's CSP refuses (style-src has no 'unsafe-inline').
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'audio', 'video', 'source', 'track'],
  FORBID_ATTR: ['style'],
};

/**
 * Markup the browser's own parser may read: text without '<' and a few tags with plain double-quoted attributes
 * (configured wording: a paragraph, a link, emphasis). Nothing in it is a handler, a style or a <style> or <base>,
 * which an inert document's parser would check against the page's CSP and report; anything else is read by parse5
 * (buildInertFragment), loaded only then (43 kB gzipped, against DOMPurify's 11 kB).
 */
const PLAIN_NAME = 'a|abbr|b|br|em|h[1-6]|i|li|ol|p|small|span|strong|sub|sup|u|ul';
const PLAIN_ATTRIBUTE = '\\s+(?:href|title|target|rel|lang|dir|class)="[^"<>]*"';
const PLAIN_TAG = new RegExp(`<\\/?(?:${PLAIN_NAME})(?:${PLAIN_ATTRIBUTE})*\\s*\\/?>`, 'gi');
const isPlainMarkup = (html: string) => !html.replace(PLAIN_TAG, '').includes('<');

function configure(instance: Purifier): Purifier {
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) || !node.hasAttribute('target')) return;
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  return instance;
}

let purifier: Purifier | undefined;
let parser: typeof Parse | undefined;
let loadingPurifier: Promise<Purifier> | undefined;
let loadingParser: Promise<typeof Parse> | undefined;

/** A chunk that failed to load (a deploy, a dropped connection) is tried again by the next caller. */
const retried = <T>(loading: Promise<T>, forget: () => void) =>
  loading.catch((error: unknown) => {
    forget();
    throw error;
  });

/** The sanitised markup, or undefined while what `html` needs has not loaded. */
function sanitizeNow(html: string): string | undefined {
  if (!purifier) return undefined;
  if (isPlainMarkup(html)) return purifier.sanitize(html, CONFIG);
  if (!parser) return undefined;
  const root = buildInertFragment(parser, html);
  purifier.sanitize(root, { ...CONFIG, IN_PLACE: true });
  return root.innerHTML;
}

/**
 * Loads what sanitising `html` needs (anything, without it): DOMPurify, and parse5 for markup beyond plain wording.
 * Both load on first use rather than with the login page, which must stay within the first-load budget. A private
 * DOMPurify instance, so our hook never affects another user of the library.
 */
export async function loadSanitizer(html?: string): Promise<Sanitize> {
  loadingPurifier ??= retried(
    import('dompurify').then(({ default: DOMPurify }) => (purifier = configure(DOMPurify(window)))),
    () => (loadingPurifier = undefined),
  );
  const needsParser = html === undefined || !isPlainMarkup(html);
  if (needsParser)
    loadingParser ??= retried(
      import('parse5').then((m) => (parser = m.parse)),
      () => (loadingParser = undefined),
    );
  await Promise.all([loadingPurifier, needsParser ? loadingParser : undefined]);
  return (markup) => {
    const clean = sanitizeNow(markup);
    if (clean === undefined) throw new Error('The sanitiser for this markup has not loaded (call loadSanitizer with it)');
    return clean;
  };
}

/** `html` sanitised if what it needs has loaded, for a first render without a flash. */
export const readySanitized = (html: string): string | undefined => sanitizeNow(html);

/** Sanitises configured HTML: no scripts, event handlers, styles, javascript: URLs or unsafe targets. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer(html))(html);
}

/**
 * What a reader sees while the sanitiser loads: the words of the HTML as plain text (never markup), so the
 * sanitised version replaces it without moving the page. The tags are cut out first and every '<' left escaped, so
 * DOMParser (which decodes the character references) reads text only: nothing to run, load or check against the CSP.
 */
export function plainTextOf(html: string): string {
  const text = html
    .replace(/<(script|style|template|noscript|title)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<!--[\s\S]*?(-->|$)|<[a-z/!?][^>]*>?/gi, '')
    .replaceAll('<', '&lt;');
  return new DOMParser().parseFromString(text, 'text/html').body.textContent ?? '';
}
