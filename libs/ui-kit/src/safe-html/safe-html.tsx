import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo, type HTMLAttributes } from 'react';

let purifier: Purifier | undefined;

/** A private DOMPurify instance, so our hook never affects another user of the library. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) || !node.hasAttribute('target')) return;
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

/** Sanitises configured HTML: no scripts, event handlers, javascript: URLs or unsafe targets. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}

export type SafeHtmlProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Configured HTML (wording, footer text). Never user input. */
  html: string;
  as?: 'div' | 'span' | 'p';
};

/** The only place that renders HTML strings; everything goes through DOMPurify first. */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
