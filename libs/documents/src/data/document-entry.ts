import type { DocumentHit } from '@portal/core-api';
import { isListedDocument } from '@portal/policy-data';

/** One row of the list: a listed document with the date and subject the customer sees. */
export type DocumentEntry = {
  hit: DocumentHit;
  docId: string;
  /** 'YYYY-MM-DD...' as the wire gives it, or null when the document has none. */
  date: string | null;
  /** The correspondence type, 'Welcome' for the Welcome pack, else the file name, else `untitled` (none given). */
  subject: string;
  welcome: boolean;
};

/** Section 3: DocumentType 'PD' without a correspondence type is the Welcome document. */
export const isWelcome = (hit: DocumentHit): boolean =>
  hit.FolderFields.DocumentType?.trim().toUpperCase() === 'PD' && !hit.FolderFields.CorrespondenceType?.trim();

const withoutExtension = (fileName: string) => fileName.replace(/\.[a-z0-9]{1,5}$/i, '');

/**
 * One document as the customer sees it. The Welcome document is dated the policy's acceptance date and titled with
 * `welcomeSubject`; every other document keeps its correspondence date and type (the file name when it has none,
 * `untitledSubject` when it has neither: the answer may leave both out).
 */
export function toDocumentEntry(
  hit: DocumentHit,
  acceptanceDate: string | null,
  welcomeSubject: string,
  untitledSubject = '',
): DocumentEntry {
  const welcome = isWelcome(hit);
  const fields = hit.FolderFields;
  return {
    hit,
    docId: hit.DocId,
    welcome,
    date: (welcome ? acceptanceDate : fields.CorrespondenceDate)?.trim() || null,
    subject: welcome
      ? welcomeSubject
      : fields.CorrespondenceType?.trim() || withoutExtension(fields.FileName?.trim() ?? '') || untitledSubject,
  };
}

/** The policy's listed documents: PDFs only (section 2). */
export function toDocumentEntries(
  hits: readonly DocumentHit[],
  acceptanceDate: string | null,
  welcomeSubject: string,
  untitledSubject?: string,
): DocumentEntry[] {
  return hits.filter(isListedDocument).map((hit) => toDocumentEntry(hit, acceptanceDate, welcomeSubject, untitledSubject));
}
