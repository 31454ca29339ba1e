export type DocumentKind = 'pdf' | 'eml' | 'unknown';

export type DecodedDocument = { bytes: Uint8Array; kind: DocumentKind };

/** DocumentId is sent with its spaces replaced by '+' (spec section 7). */
export const encodeDocumentId = (documentId: string): string => documentId.replaceAll(' ', '+');

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes base64 (whitespace ignored) to bytes; throws a TypeError when the text is not base64. */
export const decodeBase64 = (text: string): Uint8Array => {
  const compact = text.replace(/\s+/g, '');
  if (!BASE64.test(compact) || compact.length % 4 === 1) throw new TypeError('Not base64 text');
  const binary = atob(compact);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

const KNOWN_HEADERS = /^(from|to|subject|date|mime-version|content-type|message-id|received|return-path|cc|reply-to):/i;
const HEADER_LINE = /^[!-9;-~]+:/; // RFC 5322 field name: printable ASCII except ':'

/** True when the bytes open with an RFC 822 header block holding at least one well-known header. */
const looksLikeEmail = (bytes: Uint8Array): boolean => {
  const head = String.fromCharCode(...bytes.subarray(0, 4096));
  const block = head.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const lines = block.split(/\r?\n/);
  if (lines.length === 0 || !HEADER_LINE.test(lines[0] ?? '')) return false;
  const wellFormed = lines.every((line) => HEADER_LINE.test(line) || /^[ \t]/.test(line));
  return wellFormed && lines.some((line) => KNOWN_HEADERS.test(line));
};

/**
 * The kind of a document by its decoded bytes, the only thing the viewer trusts to choose how to show it (FileType
 * only decides whether to ask for it, and is absent on some hits). A PDF opens with the '%PDF-' header (ISO 32000
 * 7.5.2); an e-mail opens with an RFC 5322 header block (one well-known field at least, every line a field or a
 * folded continuation). Anything else, leading junk included, is 'unknown': the viewer says 'Document not found'
 * rather than guess.
 */
export const detectDocumentKind = (bytes: Uint8Array): DocumentKind => {
  const magic = String.fromCharCode(...bytes.subarray(0, 5));
  if (magic === '%PDF-') return 'pdf';
  return looksLikeEmail(bytes) ? 'eml' : 'unknown';
};

/**
 * The base64 text of a documentstream answer. A quoted answer is a JSON string, read with JSON.parse so that its
 * escapes count (a .NET server writes '+' as \u002B and may write '/' as \/); an unquoted answer is the text itself.
 * A quoted answer that is not valid JSON throws.
 */
export const documentBodyText = (text: string): string => {
  const trimmed = text.trim();
  if (!trimmed.startsWith('"')) return trimmed;
  const value: unknown = JSON.parse(trimmed);
  if (typeof value !== 'string') throw new TypeError('Not a JSON string');
  return value;
};

/** A documentstream answer: base64 text, optionally quoted (a JSON string), decoded to bytes with a detected kind. */
export const decodeDocumentBody = (text: string): DecodedDocument => {
  const bytes = decodeBase64(documentBodyText(text));
  return { bytes, kind: detectDocumentKind(bytes) };
};
