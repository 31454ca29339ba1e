import type { DefaultTreeAdapterMap } from 'parse5';

type TreeNode = DefaultTreeAdapterMap['childNode'];
type TreeParent = DefaultTreeAdapterMap['parentNode'];

/** An e-mail's body as inert DOM: no style attribute, no event handler, no style, script, base, link or meta. */
export type InertBody = {
  /** A detached <div> of an inert document holding the body's nodes. */
  root: HTMLElement;
  /** The text of every <style> element (head or body, HTML or SVG). */
  styleBlocks: string[];
  /** The style attributes, by the index their element carries in data-mail-style. */
  styleAttributes: string[];
};

/** Elements never built: their parsing or insertion is what a page's CSP checks (and reports), or they never show. */
const NEVER_BUILT = new Set(['style', 'script', 'base', 'link', 'meta', 'title', 'noscript', 'template', 'frameset']);

const textOf = (node: TreeParent): string =>
  node.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : 'childNodes' in child ? textOf(child) : ''))
    .join('');

/**
 * Parses an e-mail's HTML with parse5 (the WHATWG parsing algorithm in JavaScript, loaded on demand: its own chunk)
 * and builds the tree in an inert document with createElementNS and setAttribute, leaving out every `on*` handler,
 * turning each style attribute into a data-mail-style index and never building <style> and the like.
 *
 * Why not DOMParser: in Chromium a DOMParser (or createHTMLDocument, or <template>) document shares the page's
 * execution context, so its parser checks the page's CSP for every style attribute and <style> element (and
 * compiles a handler against it when an event is queued), and reports a violation for each, although nothing in
 * that document can run or load. Built this way the browser never sees the hostile markup as markup: nothing is
 * checked, refused or reported, and DOMPurify then sanitises the built tree in place.
 */
export async function buildInertBody(html: string): Promise<InertBody> {
  const { parse } = await import('parse5');
  const tree = parse(html);
  const doc = document.implementation.createHTMLDocument('');
  const root = doc.createElement('div');
  const styleBlocks: string[] = [];
  const styleAttributes: string[] = [];

  const build = (node: TreeNode, parent: Node): void => {
    if (node.nodeName === '#text' && 'value' in node) {
      parent.appendChild(doc.createTextNode(node.value));
      return;
    }
    if (!('tagName' in node)) return; // comments and doctypes
    if (node.tagName === 'style') styleBlocks.push(textOf(node));
    if (NEVER_BUILT.has(node.tagName)) return;
    let element: Element;
    try {
      element = doc.createElementNS(node.namespaceURI, node.tagName);
    } catch {
      return; // a name the DOM cannot hold: left out with its content
    }
    for (const { name, value, prefix, namespace } of node.attrs) {
      if (/^on/i.test(name) || name === 'data-mail-style') continue;
      if (name === 'style') {
        element.setAttribute('data-mail-style', String(styleAttributes.push(value) - 1));
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

  const html5 = tree.childNodes.find((node) => 'tagName' in node && node.tagName === 'html');
  const sections = html5 && 'childNodes' in html5 ? html5.childNodes : [];
  for (const section of sections) {
    if (!('tagName' in section)) continue;
    if (section.tagName === 'head') {
      for (const child of section.childNodes) if ('tagName' in child && child.tagName === 'style') styleBlocks.push(textOf(child));
    } else {
      for (const child of section.childNodes) build(child, root);
    }
  }
  return { root, styleBlocks, styleAttributes };
}
