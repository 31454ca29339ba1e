import { useEffect, useMemo, useState, type HTMLAttributes } from 'react';
import { loadSanitizer, plainTextOf, readySanitizer } from './sanitizer';

export type SafeHtmlProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Configured HTML (wording, footer text). Never user input. */
  html: string;
  as?: 'div' | 'span' | 'p';
};

/**
 * The only place that renders HTML strings; everything goes through DOMPurify first. Until the sanitiser has
 * loaded, the same words show as plain text.
 */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const [sanitize, setSanitize] = useState(readySanitizer);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    // If the sanitiser cannot load, the words stay as plain text: readable, and never unsanitised markup.
    loadSanitizer().then(
      (loaded) => live && setSanitize(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? sanitize(html) : undefined), [sanitize, html]);
  if (clean === undefined) return <Tag {...rest}>{plainTextOf(html)}</Tag>;
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
