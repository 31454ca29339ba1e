/**
 * Replay masking, text: everything is masked unless it is the portal's own wording. A text the page shows is kept when
 * it is one of the wording strings (the i18n resources: the libs' base wording with the brand's overrides), or one of
 * their templates with the placeholders' values masked ('Due {date}: {amount}' → 'Due **********: ******'); any other
 * text (a name, an address, a policy number, a date, an amount) becomes asterisks of the same length, spaces kept.
 * Masking a masked text changes nothing, so the recorder and the sanitiser may both apply it.
 */
export type MaskText = (text: string) => string;

const stars = (text: string) => text.replace(/\S/g, '*');
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{\{?\s*[\w.-]+\s*\}\}?/;

/** Every string leaf of a nested object (i18next's resource store: language → namespace → key → text). */
function strings(value: unknown, out: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object' && depth < 8) for (const item of Object.values(value)) strings(item, out, depth + 1);
  return out;
}

/** A template's pattern, and its longest word: a text without that word is not tried against the pattern. */
type Template = { pattern: RegExp; word: string };
type Matcher = { exact: Set<string>; templates: Template[] };

function compile(wording: unknown, variables: Record<string, string>): Matcher {
  const exact = new Set<string>();
  const templates: Template[] = [];
  for (const text of strings(wording)) {
    const filled = text.replace(/\{(\w+)\}/g, (whole, name: string) => variables[name] ?? whole);
    // Configured HTML shows as several text nodes: each piece between tags is wording of its own.
    for (const piece of filled.split(/<[^>]*>/)) {
      const plain = normal(piece);
      if (!plain) continue;
      if (!PLACEHOLDER.test(plain)) exact.add(plain);
      else {
        const literals = plain.split(PLACEHOLDER);
        const word = literals
          .flatMap((part) => part.split(' '))
          .filter((each) => /\w/.test(each))
          .reduce((a, b) => (b.length > a.length ? b : a), '');
        const parts = literals.map((part) => escape(part).replace(/ /g, '\\s+'));
        if (word) templates.push({ pattern: new RegExp(`^${parts.join('(.+?)')}$`, 'sd'), word });
      }
    }
  }
  return { exact, templates };
}

function maskTemplate(trimmed: string, templates: readonly Template[]): string | undefined {
  for (const { pattern, word } of templates) {
    const match = trimmed.includes(word) ? pattern.exec(trimmed) : null;
    if (!match) continue;
    let out = '';
    let at = 0;
    for (const span of (match.indices ?? []).slice(1)) {
      if (!span) continue;
      out += trimmed.slice(at, span[0]) + stars(trimmed.slice(span[0], span[1]));
      at = span[1];
    }
    return out + trimmed.slice(at);
  }
  return undefined;
}

/**
 * The mask for a page: `wording` is read again (at most twice a second) when a text is not found, so the wording a
 * lazy page adds as it first renders is known by the time its texts are recorded. `variables` fill the placeholders
 * every text has the same value for ({phone}, {brandName}).
 */
export function createTextMask(wording: () => unknown, variables: Record<string, string> = {}, now = () => Date.now()): MaskText {
  let matcher = compile(wording(), variables);
  let compiledAt = now();
  const find = (trimmed: string): string | undefined =>
    matcher.exact.has(normal(trimmed)) ? trimmed : maskTemplate(trimmed, matcher.templates);

  return (text) => {
    const trimmed = text.trim();
    if (!/[^\s*]/.test(trimmed)) return text;
    let kept = find(trimmed);
    if (kept === undefined && now() - compiledAt >= 500) {
      matcher = compile(wording(), variables);
      compiledAt = now();
      kept = find(trimmed);
    }
    if (kept === undefined) return stars(text);
    const start = text.indexOf(trimmed);
    return text.slice(0, start) + kept + text.slice(start + trimmed.length);
  };
}
