import { buildInertFragment } from '@portal/ui-kit';

/** An e-mail's body as inert DOM: no style attribute, no event handler, no style, script, base, link or meta. */
export type InertBody = {
  /** A detached <div> of an inert document holding the body's nodes. */
  root: HTMLElement;
  /** The text of every <style> element (head or body, HTML or SVG). */
  styleBlocks: string[];
  /** The style attributes, by the index their element carries in data-mail-style. */
  styleAttributes: string[];
};

/**
 * Parses an e-mail's HTML with parse5 (loaded on demand: its own chunk) and builds it inert with ui-kit's
 * buildInertFragment, the builder SafeHtml uses for configured HTML: no `on*` handler, no <style> and the like, and
 * each style attribute turned into a data-mail-style index (the frame applies the cleaned styles through the CSSOM).
 * The browser never reads the hostile markup as markup, so the page's CSP has nothing to check or report.
 */
export async function buildInertBody(html: string): Promise<InertBody> {
  const { parse } = await import('parse5');
  const styleBlocks: string[] = [];
  const styleAttributes: string[] = [];
  const root = buildInertFragment(parse, html, {
    styleElement: (css) => styleBlocks.push(css),
    styleAttribute: (css, element) => element.setAttribute('data-mail-style', String(styleAttributes.push(css) - 1)),
    reserved: 'data-mail-style',
  });
  return { root, styleBlocks, styleAttributes };
}
