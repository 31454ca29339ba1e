import { compareKeys, dateSortKey } from '@portal/core-api';
import type { DocumentEntry } from './document-entry';

/** The list's order, kept in the URL as ?sort=: by date newest first (the default), oldest first, or by subject. */
export type DocumentSort = 'date-desc' | 'date-asc' | 'subject';

export const DEFAULT_SORT: DocumentSort = 'date-desc';
const SORTS: readonly DocumentSort[] = ['date-desc', 'date-asc', 'subject'];

/** Reads ?sort=; anything else is the default. */
export const parseSort = (value: string | null): DocumentSort =>
  SORTS.includes(value as DocumentSort) ? (value as DocumentSort) : DEFAULT_SORT;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Undated documents come last in either date order; ties keep a stable order by subject. */
const byDate = (direction: 1 | -1) => (a: DocumentEntry, b: DocumentEntry) => {
  const ka = dateSortKey(a.date);
  const kb = dateSortKey(b.date);
  const undated = Number(!Number.isFinite(ka)) - Number(!Number.isFinite(kb));
  if (undated !== 0) return undated;
  return direction * compareKeys(Number.isFinite(ka) ? ka : 0, Number.isFinite(kb) ? kb : 0) || collator.compare(a.subject, b.subject);
};

/** Subject A to Z, then newest first. */
const bySubject = (a: DocumentEntry, b: DocumentEntry) => collator.compare(a.subject, b.subject) || byDate(-1)(a, b);

export function sortDocuments(entries: readonly DocumentEntry[], sort: DocumentSort): DocumentEntry[] {
  const compare = sort === 'subject' ? bySubject : byDate(sort === 'date-asc' ? 1 : -1);
  return [...entries].sort(compare);
}
