import { encodeDocumentId, type DocumentHit, type DocumentKind } from '@portal/core-api';

/** What a hit's FileType declares: a PDF, an e-mail, nothing (absent or empty: the content decides) or another type. */
export type DeclaredType = 'pdf' | 'eml' | 'absent' | 'other';

/** FileType compared case-insensitively ('pdf', 'PDF', 'EML', 'eml'); only the spec's two types are known. */
export const declaredType = (hit: DocumentHit): DeclaredType => {
  const type = hit.FolderFields.FileType?.trim().toLowerCase() ?? '';
  if (!type) return 'absent';
  return type === 'pdf' || type === 'eml' ? type : 'other';
};

const hasHeaders = (hit: DocumentHit): boolean => Object.keys(hit.QuadientHeaders ?? {}).length > 0;

/**
 * The hit a docId read from the address names. A '+' in the address reads back as a space (form encoding), and the
 * archive knows ids with spaces replaced by '+' (section 7), so ids are compared in that form; an exact match wins.
 */
export const findHit = (hits: readonly DocumentHit[], docId: string): DocumentHit | undefined => {
  if (!docId) return undefined;
  const wire = encodeDocumentId(docId);
  return hits.find((hit) => hit.DocId === docId) ?? hits.find((hit) => encodeDocumentId(hit.DocId) === wire);
};

/**
 * Whether the viewer asks for the hit's content: a PDF, an e-mail with its QuadientHeaders (the archive's routing
 * headers; section 2: 'Document not found' when type or headers are unknown), or no FileType (the bytes decide).
 * Any other FileType is not found without a call.
 */
export const isRequestable = (hit: DocumentHit): boolean => {
  const type = declaredType(hit);
  return type === 'pdf' || type === 'absent' || (type === 'eml' && hasHeaders(hit));
};

/**
 * How the viewer shows content of `kind` (sniffed from the bytes by core-api): as sniffed, except an e-mail without
 * its QuadientHeaders (possible only without a FileType), which is 'unknown' like unrecognised content.
 */
export const shownKind = (hit: DocumentHit, kind: DocumentKind): DocumentKind => (kind === 'eml' && !hasHeaders(hit) ? 'unknown' : kind);
