import type { DefaultTreeAdapterMap, parse as Parse } from 'parse5';

type TreeNode = DefaultTreeAdapterMap['childNode'];
type TreeParent = DefaultTreeAdapterMap['parentNode'];

/** Elements never built: their parsing or insertion is what a page's CSP checks (and reports), or they never show. */
const NEVER_BUILT = new Set(['style', 'script', 'base', 'link', 'meta', 'title', 'noscript', 'template', 'frameset']);

/** What a caller keeps of the styles, which are never built: none by default (SafeHtml's case). */
export type InertStyles = {
  /** The text of each <style> element (head or body, HTML or SVG), in document order. */
  styleElement?: (css: string) => void;
  /** Each style attribute's value, with the element built without it; `reserved` is never taken from the markup. */
  styleAttribute?: (css: string, element: Element) => void;
  reserved?: string;
};

const textOf = (node: TreeParent): string =>
  node.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : 'childNodes' in child ? textOf(child) : ''))
    .join('');

/**
 * The body of `html` as a detached <div> of an inert document, parsed by parse5 (the WHATWG algorithm in JavaScript)
 * and built with createElementNS and setAttribute, leaving out every `on*` handler, every style attribute and the
 * elements above (the styles go to `styles`' hooks).
 *
 * Why not DOMParser (DOMPurify's own parse): in Chromium an inert document (DOMParser's, createHTMLDocument's, a
 * <template>'s) shares the page's execution context, so its parser checks the page's CSP for every style attribute,
 * <style> and <base> element (and compiles a handler against it when an event is queued) and reports a violation for
 * each, although nothing there can run or load. Built this way the browser never reads the markup as markup: nothing
 * is checked, refused or reported, and DOMPurify then sanitises the tree in place.
 */
export function buildInertFragment(parse: typeof Parse, html: string, styles: InertStyles = {}): HTMLElement {
  const doc = document.implementation.createHTMLDocument('');
  const root = doc.createElement('div');
  const build = (node: TreeNode, parent: Node): void => {
    if (node.nodeName === '#text' && 'value' in node) {
      parent.appendChild(doc.createTextNode(node.value));
      return;
    }
    if (!('tagName' in node)) return; // comments and doctypes
    if (node.tagName === 'style') styles.styleElement?.(textOf(node));
    if (NEVER_BUILT.has(node.tagName)) return;
    let element: Element;
    try {
      element = doc.createElementNS(node.namespaceURI, node.tagName);
    } catch {
      return; // a name the DOM cannot hold: left out with its content
    }
    for (const { name, value, prefix, namespace } of node.attrs) {
      if (/^on/i.test(name) || name === styles.reserved) continue;
      if (name === 'style') {
        styles.styleAttribute?.(value, element);
        continue;
      }
      try {
        if (namespace) element.setAttributeNS(namespace, prefix ? `${prefix}:${name}` : name, value);
        else element.setAttribute(name, value);
      } catch {
        // an attribute name the DOM cannot hold: left out
      }
    }
    for (const child of node.childNodes) build(child, element);
    parent.appendChild(element);
  };
  const page = parse(html).childNodes.find((node) => 'tagName' in node && node.tagName === 'html');
  for (const section of page && 'childNodes' in page ? page.childNodes : []) {
    if (!('tagName' in section)) continue;
    if (section.tagName === 'head') {
      for (const child of section.childNodes) if ('tagName' in child && child.tagName === 'style') styles.styleElement?.(textOf(child));
    } else for (const child of section.childNodes) build(child, root);
  }
  return root;
}
