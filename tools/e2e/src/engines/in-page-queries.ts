/**
 * Testing Library's way of finding things (role and accessible name, label, text), small enough to run in any engine:
 * installed in a document as `window.__e2e` by `installQueries` (run in the page, so it may use nothing of its module).
 * Names are matched after collapsing white space, exactly for a string, by pattern for { re, flags }. Only rendered
 * elements match (a box of their own, not visibility: hidden).
 */
export type NameMatch = string | { re: string; flags?: string };
export type Query = { role?: string; name?: NameMatch; level?: number; label?: NameMatch; text?: NameMatch; within?: Query };
export const re = (pattern: RegExp): NameMatch => ({ re: pattern.source, flags: pattern.flags });

export function installQueries(): void {
  // Keyed by document: Gecko was seen to carry the expando over a reload (Stripe's return leg), so the queries kept
  // searching the document left behind while the new one showed what was looked for.
  const w = window as unknown as { __e2e?: { doc: Document; [query: string]: unknown } };
  if (w.__e2e?.doc === document) return;
  const ROLES: Record<string, string> = {
    button: 'button, [role=button], input[type=button], input[type=submit]',
    link: 'a[href], [role=link]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    radio: 'input[type=radio], [role=radio]',
    combobox: '[role=combobox], select',
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=tel], textarea, [role=textbox]',
    option: '[role=option], option',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    form: 'form[aria-label], form[aria-labelledby], [role=form]',
    group: 'fieldset, [role=group]',
    alert: '[role=alert]',
    status: '[role=status]',
    dialog: 'dialog, [role=dialog], [role=alertdialog]',
    navigation: 'nav, [role=navigation]',
    table: 'table, [role=table]',
    row: 'tr, [role=row]',
    listitem: 'li, [role=listitem]',
    iframe: 'iframe',
    img: 'img[alt]:not([alt=""]), [role=img]',
  };
  const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const textOf = (el: Element) => squash((el as HTMLElement).innerText ?? el.textContent);
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((e): e is HTMLElement => e !== null);
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return squash(byIds(labelledBy).map(textOf).join(' '));
    const aria = el.getAttribute('aria-label');
    if (aria) return squash(aria);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length) return squash([...labels].map(textOf).join(' '));
    if (el.tagName === 'FIELDSET') return textOf(el.querySelector('legend') ?? document.createElement('i'));
    if (el.tagName === 'INPUT' && ['button', 'submit'].includes((el as HTMLInputElement).type))
      return squash((el as HTMLInputElement).value);
    if (el.tagName === 'IFRAME') return squash(el.getAttribute('title'));
    if (el.tagName === 'IMG') return squash(el.getAttribute('alt'));
    return textOf(el) || squash(el.getAttribute('title'));
  };
  const matches = (value: string, want: NameMatch | undefined) =>
    want === undefined || (typeof want === 'string' ? value === want : new RegExp(want.re, want.flags).test(value));
  const rendered = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const all = (q: Query, root: ParentNode = document): Element[] => {
    const scope = q.within ? all(q.within, root)[0] : root;
    if (!scope) return [];
    let found: Element[];
    if (q.role) {
      found = [...scope.querySelectorAll(ROLES[q.role] ?? `[role=${q.role}]`)];
      if (q.level) found = found.filter((e) => e.tagName === `H${q.level}` || e.getAttribute('aria-level') === String(q.level));
      found = found.filter((e) => matches(nameOf(e), q.name));
    } else if (q.label !== undefined) {
      found = [...scope.querySelectorAll('input, select, textarea, [role=combobox], [role=textbox], [role=checkbox], [role=radio]')];
      found = found.filter((e) => matches(nameOf(e), q.label));
    } else {
      found = [...scope.querySelectorAll('body *')].filter(
        (e) => matches(textOf(e), q.text) && ![...e.children].some((c) => matches(textOf(c), q.text)),
      );
    }
    return found.filter(rendered);
  };
  w.__e2e = { doc: document, all, first: (q: Query) => all(q)[0] ?? null, nameOf, textOf };
}

/** The first rendered element matching `q` (run in the page after installQueries). */
export function firstMatch(q: Query): Element | null {
  return (window as unknown as { __e2e: { first: (q: Query) => Element | null } }).__e2e.first(q);
}

/** How many rendered elements match `q`. */
export function countMatches(q: Query): number {
  return (window as unknown as { __e2e: { all: (q: Query) => Element[] } }).__e2e.all(q).length;
}

/** Whether the first element matching `a` comes before the first matching `b` in the document (null when one is missing). */
export function precedes(a: Query, b: Query): boolean | null {
  const { first } = (window as unknown as { __e2e: { first: (q: Query) => Element | null } }).__e2e;
  const [x, y] = [first(a), first(b)];
  return x && y ? Boolean(x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING) : null;
}
