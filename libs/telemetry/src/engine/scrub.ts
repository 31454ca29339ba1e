/**
 * Personal data never leaves the page. Free text (an error's message and stack, a CSP report's source file, a
 * monitoring detail, an element selector) is scrubbed before it is queued:
 * - the signed-in customer's own values (name, address…, given to redactValues) wherever they appear;
 * - URLs keep their origin and path, never a query or fragment; a path segment holding a digit or an '@' (a policy
 *   number, a document id, an e-mail) becomes ':value', except the hashed file names under /assets/;
 * - e-mail addresses, dates, ids and codes (six or more letters and digits with a digit: policy numbers, document
 *   ids, one-time codes, JWTs), long tokens and runs of three or more digits (phones, postcodes) become placeholders.
 */
const URL_PATTERN = /\b(?:https?|blob):\/\/[^\s'"()<>]+/g;
const EMAIL = /[^\s@'"()<>:/]+@[^\s@'"()<>]+/g;
const DATE = /\b\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}\b|\b\d{1,2}\s+[A-Za-z]{3,9}\.?,?\s+\d{2,4}\b/g;
/** A run of letters, digits and the characters of ids and tokens (base64's + / =, - _ .). */
const WORD = /[A-Za-z0-9+/=_.-]+/g;
const DIGITS = /\+?\d(?:[\s().-]{0,2}\d){2,}/g;

/** An id, a code or a token: six or more letters and digits with a digit among them, or 24 or more characters. */
const idLike = (word: string) => (/\d/.test(word) && word.replace(/[^A-Za-z0-9]/g, '').length >= 6) || word.length >= 24;

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function redact(text: string, redacted: readonly string[]): string {
  return redacted.reduce((out, value) => out.replace(new RegExp(escape(value), 'gi'), '[redacted]'), text);
}

function scrubUrl(raw: string): string {
  const position = /(:\d+){1,2}$/.exec(raw)?.[0] ?? '';
  const bare = raw.slice(0, raw.length - position.length);
  let url: URL;
  try {
    url = new URL(bare);
  } catch {
    return '[url]';
  }
  if (url.protocol === 'blob:') return 'blob:';
  const assets = url.pathname.startsWith('/assets/');
  const path = url.pathname
    .split('/')
    .map((segment) => (!assets && /[\d@%]/.test(segment) ? ':value' : segment))
    .join('/');
  return `${url.origin}${path}${assets ? position : ''}`;
}

function scrubPlain(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(DATE, '[date]')
    .replace(WORD, (word) => (idLike(word) ? '[id]' : word))
    .replace(DIGITS, '[number]');
}

/** `text` without personal values, at most `max` characters. */
export function scrubText(text: string, redacted: readonly string[], max = 300): string {
  const own = redact(text, redacted);
  let out = '';
  let last = 0;
  for (const match of own.matchAll(URL_PATTERN)) {
    out += scrubPlain(own.slice(last, match.index)) + scrubUrl(match[0]);
    last = match.index + match[0].length;
  }
  out += scrubPlain(own.slice(last));
  return out.length > max ? `${out.slice(0, max)}…` : out;
}

/** A URL as a report may carry it: 'inline', 'eval' and the like as they are, else its origin only. */
export function originOnly(value: string): string {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return scrubPlain(value).slice(0, 40);
  try {
    const url = new URL(value);
    return url.origin === 'null' ? `${url.protocol}` : url.origin;
  } catch {
    return '[url]';
  }
}
