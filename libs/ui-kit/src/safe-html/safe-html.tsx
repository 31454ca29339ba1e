import { useEffect, useReducer, type HTMLAttributes } from 'react';
import { loadSanitizer, plainTextOf, readySanitized } from './sanitizer';

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
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const clean = readySanitized(html);
  const waiting = clean === undefined;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    // If the sanitiser cannot load, the words stay as plain text: readable, and never unsanitised markup.
    loadSanitizer(html).then(
      () => live && loaded(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [waiting, html]);
  if (clean === undefined) return <Tag {...rest}>{plainTextOf(html)}</Tag>;
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
