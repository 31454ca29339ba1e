import type { MaskText } from './mask-text';

/**
 * Replay masking, events: every rrweb event passes here before it leaves the page, whatever rrweb's own masking did.
 * Mask by default: texts through the wording mask; attributes kept as they are only when they are layout or state
 * (class, role, type, SVG geometry, enumerated aria-*), ids with their digits masked, URLs cut to their path with value
 * segments replaced, every other attribute (aria-label, title, alt, value, placeholder, data-*…) through the wording
 * mask; input values as asterisks; the page's address as its route template; events the portal does not record
 * (custom, plugin, console, canvas, fonts) dropped.
 */
type Json = Record<string, unknown>;
export type ReplayEvent = { type: number; timestamp: number; data: unknown };

// rrweb's numbers (@rrweb/types): EventType, IncrementalSource and the serialised NodeType.
const EVENT = { FullSnapshot: 2, Incremental: 3, Meta: 4 } as const;
const SOURCE = { Mutation: 0, Input: 5, CanvasMutation: 9, Font: 10, Log: 11 } as const;
const NODE = { Element: 2, Text: 3, Comment: 5 } as const;

const KEPT = new Set(
  (
    'class role type tabindex lang dir width height rel as media colspan rowspan scope hidden disabled selected required ' +
    'readonly open checked multiple autocomplete inputmode maxlength minlength min max step charset xmlns xmlns:xlink ' +
    'viewbox d fill stroke stroke-width stroke-linecap stroke-linejoin fill-rule clip-rule points transform cx cy r rx ry ' +
    'x y x1 y1 x2 y2 focusable preserveaspectratio rr_width rr_height _csstext crossorigin referrerpolicy method novalidate ' +
    'aria-hidden aria-expanded aria-live aria-atomic aria-current aria-invalid aria-disabled aria-selected aria-checked ' +
    'aria-pressed aria-haspopup aria-modal aria-busy aria-sort aria-level aria-posinset aria-setsize aria-relevant ' +
    'aria-autocomplete aria-orientation aria-required aria-readonly aria-multiselectable'
  ).split(' '),
);
const IDS = new Set(
  'id for name form list headers aria-labelledby aria-describedby aria-controls aria-owns aria-activedescendant aria-errormessage'.split(
    ' ',
  ),
);
const URLS = new Set('href src action formaction poster xlink:href srcset cite background ping data'.split(' '));

/** A token with a digit or an '@' in an id or a name ('policy-10049321-heading'): its characters masked, the same each time. */
const maskIds = (value: string) => value.replace(/[^\s_:-]*[\d@][^\s_:-]*/g, (token) => '*'.repeat(token.length));

/** A URL's path, value segments (a digit, '@' or '%') replaced, never its query or fragment; another scheme's only its name. */
export function maskUrl(raw: string): string {
  const value = raw.trim();
  if (/^data:image\/svg\+xml[;,]/i.test(value)) return value;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return `${scheme}:`;
  const [path = ''] = value.split(/[?#]/);
  const origin = /^(?:https?:)?\/\/[^/]*/i.exec(path)?.[0] ?? '';
  const assets = /^\/assets\//.test(path.slice(origin.length));
  const segments = path
    .slice(origin.length)
    .split('/')
    .map((segment) => (!assets && /[\d@%]/.test(segment) ? ':value' : segment));
  return origin + segments.join('/');
}

const maskCssUrls = (css: string) =>
  css.replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi, (_, quote: string, url: string) => `url(${quote}${maskUrl(url)}${quote})`);

function maskAttribute(name: string, value: unknown, maskText: MaskText): unknown {
  if (typeof value !== 'string') {
    // A style attribute as rrweb's style diff: property → value, or [value, priority], or false.
    if (name === 'style' && value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          typeof item === 'string'
            ? maskCssUrls(item)
            : Array.isArray(item)
              ? item.map((part) => (typeof part === 'string' ? maskCssUrls(part) : part))
              : item,
        ]),
      );
    }
    return value === null || typeof value === 'boolean' || typeof value === 'number' ? value : null;
  }
  const key = name.toLowerCase();
  if (key === 'style') return maskCssUrls(value);
  if (KEPT.has(key)) return value;
  if (IDS.has(key)) return maskIds(value);
  if (URLS.has(key))
    return key === 'srcset'
      ? value
          .split(',')
          .map((part) => maskUrl(part.trim().split(/\s+/)[0] ?? ''))
          .join(', ')
      : maskUrl(value);
  return maskText(value);
}

const maskAttributes = (attributes: unknown, maskText: MaskText): Json =>
  Object.fromEntries(
    Object.entries((attributes ?? {}) as Json)
      .filter(([name]) => !/^rr_dataURL$/i.test(name))
      .map(([name, value]) => [name, maskAttribute(name, value, maskText)]),
  );

/** The masker of one recording: it remembers which text nodes are a style sheet's, whose later changes are CSS. */
export function createEventSanitiser(maskText: MaskText, route: () => string) {
  const styleTexts = new Set<number>();

  function node(serialised: Json): Json {
    const out: Json = { ...serialised };
    if (serialised['type'] === NODE.Element) {
      out['attributes'] = maskAttributes(serialised['attributes'], maskText);
    } else if (serialised['type'] === NODE.Text || serialised['type'] === NODE.Comment) {
      if (serialised['isStyle']) styleTexts.add(serialised['id'] as number);
      else out['textContent'] = maskText(String(serialised['textContent'] ?? ''));
    }
    if (Array.isArray(serialised['childNodes'])) out['childNodes'] = (serialised['childNodes'] as Json[]).map(node);
    return out;
  }

  function mutation(data: Json): Json {
    return {
      ...data,
      texts: ((data['texts'] ?? []) as Json[]).map((text) =>
        styleTexts.has(text['id'] as number) || typeof text['value'] !== 'string' ? text : { ...text, value: maskText(text['value']) },
      ),
      attributes: ((data['attributes'] ?? []) as Json[]).map((change) => ({
        ...change,
        attributes: maskAttributes(change['attributes'], maskText),
      })),
      adds: ((data['adds'] ?? []) as Json[]).map((add) => ({ ...add, node: node(add['node'] as Json) })),
    };
  }

  /** The event as it may leave the page, or null for an event the portal does not send. */
  return (event: ReplayEvent): ReplayEvent | null => {
    const data = (event.data ?? {}) as Json;
    if (event.type === EVENT.Meta) {
      const href = typeof data['href'] === 'string' ? data['href'] : '';
      const origin = /^https?:\/\/[^/]*/i.exec(href)?.[0] ?? '';
      return { ...event, data: { ...data, href: origin + (route() || '/') } };
    }
    if (event.type === EVENT.FullSnapshot) return { ...event, data: { ...data, node: node(data['node'] as Json) } };
    if (event.type !== EVENT.Incremental) return event.type < EVENT.FullSnapshot ? event : null;
    switch (data['source']) {
      case SOURCE.Mutation:
        return { ...event, data: mutation(data) };
      case SOURCE.Input:
        return { ...event, data: { ...data, text: typeof data['text'] === 'string' ? data['text'].replace(/./gs, '*') : data['text'] } };
      case SOURCE.CanvasMutation:
      case SOURCE.Font:
      case SOURCE.Log:
        return null;
      default:
        return event;
    }
  };
}
