import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DocumentHit } from '@portal/core-api';
import { isListedDocument } from '@portal/policy-data';
import { declaredType, findHit, isRequestable, shownKind } from './document-hit';

const hit = (
  DocId: string,
  FileType: string | null | undefined,
  QuadientHeaders: DocumentHit['QuadientHeaders'] = { Channel: 'email' },
): DocumentHit => ({
  DocId,
  FolderFields: { FileType, FileName: `${DocId}.bin` },
  QuadientHeaders,
});

describe('declaredType and isListedDocument', () => {
  it('reads PDF and e-mail in any case, absent or empty as absent, anything else as other; lists PDFs only', () => {
    const cases: Array<[string | null | undefined, string]> = [
      ['pdf', 'pdf'],
      [' PDF ', 'pdf'],
      ['EML', 'eml'],
      ['eml', 'eml'],
      [undefined, 'absent'],
      [null, 'absent'],
      ['  ', 'absent'],
      ['tif', 'other'],
      ['msg', 'other'],
    ];
    for (const [type, declared] of cases) {
      expect(declaredType(hit('d', type)), String(type)).toBe(declared);
      expect(isListedDocument(hit('d', type))).toBe(declared === 'pdf');
    }
  });
});

describe('isRequestable and shownKind', () => {
  it('asks for PDFs (headers optional), e-mails with their headers, and hits without a FileType; never for other types', () => {
    expect(isRequestable(hit('a', 'pdf', null))).toBe(true);
    expect(isRequestable(hit('b', 'EML'))).toBe(true);
    expect(isRequestable(hit('c', 'EML', null))).toBe(false);
    expect(isRequestable(hit('d', 'EML', {}))).toBe(false);
    expect(isRequestable(hit('e', undefined, null))).toBe(true);
    expect(isRequestable(hit('f', 'tif'))).toBe(false);
  });

  it('shows content as sniffed, but an e-mail without headers (no FileType) as unknown', () => {
    expect(shownKind(hit('a', undefined, null), 'pdf')).toBe('pdf');
    expect(shownKind(hit('b', undefined), 'eml')).toBe('eml');
    expect(shownKind(hit('c', undefined, null), 'eml')).toBe('unknown');
    expect(shownKind(hit('d', 'pdf'), 'unknown')).toBe('unknown');
  });
});

describe('findHit', () => {
  const hits = [hit('DOC 1', 'pdf'), hit('DOC+2', 'EML'), hit('A B+C', 'pdf')];

  it("finds an id exactly, and an id whose '+' came back from the address as a space", () => {
    expect(findHit(hits, 'DOC 1')).toBe(hits[0]);
    expect(findHit(hits, 'DOC+2')).toBe(hits[1]);
    expect(findHit(hits, 'DOC 2')).toBe(hits[1]);
    expect(findHit(hits, 'A B C')).toBe(hits[2]);
    expect(findHit(hits, 'DOC 3')).toBeUndefined();
    expect(findHit(hits, '')).toBeUndefined();
  });

  it('prefers the exact id when two ids differ only by space and +', () => {
    const pair = [hit('X Y', 'pdf'), hit('X+Y', 'pdf')];
    expect(findHit(pair, 'X+Y')).toBe(pair[1]);
    expect(findHit(pair, 'X Y')).toBe(pair[0]);
  });

  it('finds any id after form decoding turned its + into spaces', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[A-Z0-9 +]{1,12}$/), { minLength: 1, maxLength: 8, selector: (s) => s.replaceAll(' ', '+') }),
        (ids) => {
          const list = ids.map((id) => hit(id, 'pdf'));
          for (const id of ids) expect(findHit(list, new URLSearchParams(`docId=${id}`).get('docId') ?? '')?.DocId).toBe(id);
        },
      ),
    );
  });
});
