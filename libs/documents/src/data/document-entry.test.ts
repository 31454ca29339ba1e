import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DocumentHit } from '@portal/core-api';
import { toDocumentEntries } from './document-entry';
import { parseSort, sortDocuments } from './document-sort';

const hit = (DocId: string, fields: Partial<DocumentHit['FolderFields']>): DocumentHit => ({
  DocId,
  FolderFields: { FileType: 'pdf', FileName: `${DocId}.pdf`, ...fields },
  QuadientHeaders: null,
});

describe('toDocumentEntries', () => {
  it('lists PDF documents only, whatever the case of FileType: not e-mails, other types or hits without a FileType', () => {
    const hits = [
      hit('a', { FileType: 'PDF' }),
      hit('b', { FileType: 'tif' }),
      hit('c', { FileType: 'EML' }),
      hit('d', { FileType: undefined }),
      hit('e', { FileType: 'pdf' }),
    ];
    expect(toDocumentEntries(hits, null, 'Welcome').map((e) => e.docId)).toEqual(['a', 'e']);
  });

  it("dates DocumentType 'PD' without a correspondence type as the acceptance date and titles it Welcome", () => {
    const [welcome, schedule] = toDocumentEntries(
      [
        hit('w', { DocumentType: 'PD', CorrespondenceDate: '2020-01-01' }),
        hit('s', { DocumentType: 'PD', CorrespondenceType: 'Schedule', CorrespondenceDate: '2024-02-02' }),
      ],
      '2022-10-22',
      'Welcome',
    );
    expect(welcome).toMatchObject({ welcome: true, subject: 'Welcome', date: '2022-10-22' });
    expect(schedule).toMatchObject({ welcome: false, subject: 'Schedule', date: '2024-02-02' });
  });

  it('falls back to the file name without extension for a subject, and to no date', () => {
    expect(toDocumentEntries([hit('Letter-7', {})], null, 'Welcome')[0]).toMatchObject({ subject: 'Letter-7', date: null });
  });
});

describe('toDocumentEntry', () => {
  it('knows the Welcome document whatever the spacing and case of its type, and only without a correspondence type', () => {
    const [welcome, typed] = toDocumentEntries(
      [hit('w', { DocumentType: ' pd ', CorrespondenceType: '  ' }), hit('x', { DocumentType: 'PD', CorrespondenceType: ' Notice ' })],
      '2022-10-22',
      'Welcome',
    );
    expect(welcome).toMatchObject({ docId: 'w', welcome: true, subject: 'Welcome', date: '2022-10-22' });
    expect(typed).toMatchObject({ docId: 'x', welcome: false, subject: 'Notice', date: null });
  });

  it('drops only a file name’s last extension of up to five letters or digits, in any case, and reads an empty date as none', () => {
    const subjects = ['Letter.v2.PDF', 'Statement.pdfx1', 'Notes.archived', 'Plain'].map(
      (FileName) => toDocumentEntries([hit('f', { FileName, CorrespondenceDate: '' })], null, 'Welcome')[0],
    );
    expect(subjects.map((e) => e?.subject)).toEqual(['Letter.v2', 'Statement', 'Notes.archived', 'Plain']);
    expect(subjects.map((e) => e?.date)).toEqual([null, null, null, null]);
  });
});

describe('toDocumentEntries: a tolerant reader of the folder fields (issue 45)', () => {
  it('reads a blank correspondence date as no date (the list says so), not as a date of spaces', () => {
    const [entry] = toDocumentEntries([hit('b', { FileName: 'Letter.pdf', CorrespondenceDate: '  ' })], null, 'Welcome');
    expect(entry?.date).toBeNull();
  });

  it.each([
    ['null', null],
    ['absent', undefined],
    ['blank', '  '],
  ])('titles a document whose correspondence type and file name are %s with the untitled subject, never an empty label', (_loss, lost) => {
    const entries = toDocumentEntries(
      [
        hit('n', { CorrespondenceType: lost, FileName: lost, DocumentType: lost }),
        hit('x', { CorrespondenceType: lost, FileName: ' .pdf ' }),
        hit('f', { CorrespondenceType: lost, FileName: ' Letter-7.pdf ', CorrespondenceDate: '2024-02-02' }),
      ],
      null,
      'Welcome',
      'No subject',
    );
    expect(entries.map(({ docId, subject, date, welcome }) => ({ docId, subject, date, welcome }))).toEqual([
      { docId: 'n', subject: 'No subject', date: null, welcome: false },
      { docId: 'x', subject: 'No subject', date: null, welcome: false },
      { docId: 'f', subject: 'Letter-7', date: '2024-02-02', welcome: false },
    ]);
  });

  it('leaves the Welcome document undated when the policy has no acceptance date, never its correspondence date', () => {
    for (const acceptanceDate of [null, '']) {
      const [welcome] = toDocumentEntries([hit('w', { DocumentType: 'PD', CorrespondenceDate: '2020-01-01' })], acceptanceDate, 'Welcome');
      expect(welcome).toMatchObject({ welcome: true, subject: 'Welcome', date: null });
    }
  });
});

describe('sortDocuments', () => {
  const entries = toDocumentEntries(
    [
      hit('1', { CorrespondenceType: 'Bravo', CorrespondenceDate: '2026-01-05' }),
      hit('2', { CorrespondenceType: 'alpha', CorrespondenceDate: '2025-06-01' }),
      hit('3', { CorrespondenceType: 'Charlie' }),
      hit('4', { CorrespondenceType: 'Delta', CorrespondenceDate: '2026-03-01T10:00:00' }),
    ],
    null,
    'Welcome',
  );

  it('orders newest first by default, oldest first on toggle, undated last either way, and by subject A to Z', () => {
    expect(sortDocuments(entries, 'date-desc').map((e) => e.docId)).toEqual(['4', '1', '2', '3']);
    expect(sortDocuments(entries, 'date-asc').map((e) => e.docId)).toEqual(['2', '1', '4', '3']);
    expect(sortDocuments(entries, 'subject').map((e) => e.subject)).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta']);
  });

  it('reads ?sort= and falls back to newest first', () => {
    expect(parseSort('date-asc')).toBe('date-asc');
    expect(parseSort('subject')).toBe('subject');
    expect(parseSort(null)).toBe('date-desc');
    expect(parseSort('<script>')).toBe('date-desc');
  });

  it('is a permutation, and the date orders are each other reversed for distinct dated documents', () => {
    const dated = fc.uniqueArray(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(dated, (days) => {
        const hits = days.map((d, i) =>
          hit(`d${i}`, { CorrespondenceType: `S${i}`, CorrespondenceDate: new Date(Date.UTC(1990, 0, 1 + d)).toISOString().slice(0, 10) }),
        );
        const list = toDocumentEntries(hits, null, 'Welcome');
        const desc = sortDocuments(list, 'date-desc').map((e) => e.docId);
        expect([...desc].sort()).toEqual(list.map((e) => e.docId).sort());
        expect(sortDocuments(list, 'date-asc').map((e) => e.docId)).toEqual([...desc].reverse());
      }),
    );
  });

  it('breaks a date tie by subject, a subject tie newest first, and orders the undated by subject', () => {
    const list = toDocumentEntries(
      [
        hit('a', { CorrespondenceType: 'Notice', CorrespondenceDate: '2025-01-01' }),
        hit('b', { CorrespondenceType: 'Letter', CorrespondenceDate: '2025-01-01' }),
        hit('c', { CorrespondenceType: 'Letter', CorrespondenceDate: '2026-01-01' }),
        hit('d', { CorrespondenceType: 'Zeta' }),
        hit('e', { CorrespondenceType: 'Alpha' }),
      ],
      null,
      'Welcome',
    );
    expect(sortDocuments(list, 'date-desc').map((e) => e.docId)).toEqual(['c', 'b', 'a', 'e', 'd']);
    expect(sortDocuments(list, 'date-asc').map((e) => e.docId)).toEqual(['b', 'a', 'c', 'e', 'd']);
    expect(sortDocuments(list, 'subject').map((e) => e.docId)).toEqual(['e', 'c', 'b', 'a', 'd']);
  });
});
