import type { Config, DOMPurify as Purifier } from 'dompurify';
import { cleanCss } from './clean-css';
import { contentIdKey } from './parse-email';

/** An e-mail's HTML made safe to show: markup without style attributes, and the styles to apply through the CSSOM. */
export type SafeEmailBody = {
  /** Sanitised body markup; an element whose style was taken out carries data-mail-style="<index>". */
  html: string;
  /** The e-mail's <style> blocks, cleaned. */
  css: string;
  /** Cleaned style attributes, by data-mail-style index. */
  inlineStyles: string[];
  /** Remote images and CSS references found (shown only when the customer asks). */
  remote: number;
};

let purifier: Promise<Purifier> | undefined;

/** DOMPurify, loaded on first use (its own chunk, shared with ui-kit's SafeHtml); a private instance. */
const loadPurifier = () => (purifier ??= import('dompurify').then(({ default: createDOMPurify }) => createDOMPurify(window)));

const URL_ATTRIBUTES = ['src', 'background', 'poster', 'lowsrc', 'dynsrc'];
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);/i;
const NEVER = 'x-mail-style, x-mail-base, x-mail-meta, x-mail-link, script, noscript, template, title';

const MAIL_CONFIG: Config & { IN_PLACE: true } = {
  IN_PLACE: true,
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea', 'option', 'video', 'audio', 'source', 'track', 'picture', 'link', 'meta', 'base', 'style'],
  FORBID_ATTR: ['srcset', 'ping', 'formaction', 'action', 'style'],
};

/** Image sources: cid: from the message's own parts, data: images, https only when asked; anything else dropped. */
function resolveImage(element: Element, attribute: string, inlineImages: Map<string, string>, allowRemote: boolean): number {
  const value = element.getAttribute(attribute)?.trim();
  if (value === undefined) return 0;
  if (!value) {
    element.removeAttribute(attribute);
    return 0;
  }
  if (/^cid:/i.test(value)) {
    const found = inlineImages.get(contentIdKey(value));
    if (found) element.setAttribute(attribute, found);
    else element.removeAttribute(attribute);
    return 0;
  }
  if (SAFE_DATA_IMAGE.test(value)) return 0;
  const isRemote = /^(https?:)?\/\//i.test(value);
  if (!(isRemote && allowRemote && /^https:\/\//i.test(value) && attribute === 'src')) element.removeAttribute(attribute);
  return isRemote ? 1 : 0;
}

/** Removes every event handler attribute, template contents included. */
function removeHandlers(node: ParentNode): void {
  for (const element of Array.from(node.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) if (/^on/i.test(attribute.name)) element.removeAttribute(attribute.name);
    if (element.localName === 'template') removeHandlers((element as HTMLTemplateElement).content);
  }
}

/** Elements whose parsing the page's CSP would check (and report) even in an inert document: renamed first. */
const CHECKED_ON_PARSE = /<(\/?)(style|base|link|meta)(?=[\s/>])/gi;

/**
 * Parses with DOMParser (inert: nothing runs or loads) after renaming the elements whose parsing the page's CSP
 * checks (<style> and <base> would be refused and reported), takes the styles out (the CSP allows no inline styles;
 * the frame applies them through the CSSOM), sanitises in place with DOMPurify (HTML profile; no forms, media,
 * stylesheets, meta or base), resolves cid: images, drops remote loads unless `allowRemote`, opens links in a new tab.
 */
export async function sanitizeEmailHtml(html: string, inlineImages: Map<string, string>, allowRemote: boolean): Promise<SafeEmailBody> {
  const purify = await loadPurifier();
  const parsed = new DOMParser().parseFromString(html.replace(CHECKED_ON_PARSE, '<$1x-mail-$2'), 'text/html');
  // Chromium queues events (and compiles handlers against this window) even for DOMParser documents: every handler
  // goes now, in the same task, before anything is removed or queued events fire.
  removeHandlers(parsed);
  const root = parsed.createElement('div');
  root.append(...Array.from(parsed.head.querySelectorAll('x-mail-style')), ...Array.from(parsed.body.childNodes));
  let remote = 0;
  const blocks: string[] = [];
  for (const element of Array.from(root.querySelectorAll(NEVER))) {
    if (element.localName === 'x-mail-style') {
      const cleaned = cleanCss(element.textContent ?? '', allowRemote);
      blocks.push(cleaned.css);
      remote += cleaned.remote;
    }
    element.remove();
  }
  const inlineStyles: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const style = element.getAttribute('style');
    element.removeAttribute('data-mail-style');
    if (style === null) continue;
    const cleaned = cleanCss(style, allowRemote);
    remote += cleaned.remote;
    element.setAttribute('data-mail-style', String(inlineStyles.push(cleaned.css) - 1));
    element.removeAttribute('style');
  }
  purify.sanitize(root, MAIL_CONFIG);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of URL_ATTRIBUTES) remote += resolveImage(element, attribute, inlineImages, allowRemote);
    if (element.tagName === 'A' && element.hasAttribute('href')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    } else element.removeAttribute('target');
  }
  return { html: root.innerHTML, css: blocks.join('\n'), inlineStyles, remote };
}
