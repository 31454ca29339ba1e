import type { Config, DOMPurify as Purifier } from 'dompurify';
import { cleanCss } from './clean-css';
import { buildInertBody } from './inert-body';
import { contentIdKey } from './parse-email';

/** An e-mail's HTML made safe to show: markup without style attributes, and the styles to apply through the CSSOM. */
export type SafeEmailBody = {
  /** Sanitised body markup; an element whose style was taken out carries data-mail-style="<index>". */
  html: string;
  /** The e-mail's <style> blocks, cleaned. */
  css: string;
  /** Cleaned style attributes, by data-mail-style index. */
  inlineStyles: string[];
  /** Remote images and CSS references found (never shown: the viewer says they are hidden). */
  remote: number;
};

let purifier: Promise<Purifier> | undefined;

/** DOMPurify, loaded on first use (its own chunk, shared with ui-kit's SafeHtml); a private instance. */
const loadPurifier = () => (purifier ??= import('dompurify').then(({ default: createDOMPurify }) => createDOMPurify(window)));

const URL_ATTRIBUTES = ['src', 'background', 'poster', 'lowsrc', 'dynsrc'];
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);/i;

const MAIL_CONFIG: Config & { IN_PLACE: true } = {
  IN_PLACE: true,
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'option',
    'video',
    'audio',
    'source',
    'track',
    'picture',
    'link',
    'meta',
    'base',
    'style',
  ],
  FORBID_ATTR: ['srcset', 'ping', 'formaction', 'action', 'style'],
};

/** Image sources: cid: from the message's own parts, data: images; anything else (remote ones counted) dropped. */
function resolveImage(element: Element, attribute: string, inlineImages: Map<string, string>): number {
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
  element.removeAttribute(attribute);
  return /^(https?:)?\/\//i.test(value) ? 1 : 0;
}

/**
 * Builds the body inert without ever handing the markup to the browser's parser (buildInertBody: no handler, style
 * attribute or <style> element is created, so the page's CSP has nothing to check or report), cleans the styles
 * (the frame applies them through the CSSOM: the CSP allows no inline styles), sanitises in place with DOMPurify
 * (HTML profile; no forms, media, stylesheets, meta or base), resolves cid: images, drops remote loads (counted),
 * opens links in a new tab.
 */
export async function sanitizeEmailHtml(html: string, inlineImages: Map<string, string>): Promise<SafeEmailBody> {
  const [purify, { root, styleBlocks, styleAttributes }] = await Promise.all([loadPurifier(), buildInertBody(html)]);
  let remote = 0;
  const clean = (css: string) => {
    const cleaned = cleanCss(css);
    remote += cleaned.remote;
    return cleaned.css;
  };
  const blocks = styleBlocks.map(clean);
  const inlineStyles = styleAttributes.map(clean);
  purify.sanitize(root, MAIL_CONFIG);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of URL_ATTRIBUTES) remote += resolveImage(element, attribute, inlineImages);
    if (element.tagName === 'A' && element.hasAttribute('href')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    } else element.removeAttribute('target');
  }
  return { html: root.innerHTML, css: blocks.join('\n'), inlineStyles, remote };
}
