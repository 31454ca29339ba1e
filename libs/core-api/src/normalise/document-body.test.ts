import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeDocumentBody, detectDocumentKind, documentBodyText, encodeDocumentId } from './document-body.ts';

const base64 = (text: string | Uint8Array): string => Buffer.from(text).toString('base64');

describe('encodeDocumentId', () => {
  it('replaces every space with +', () => {
    expect(encodeDocumentId('DOC 2024 0001')).toBe('DOC+2024+0001');
    fc.assert(fc.property(fc.string(), (s) => !encodeDocumentId(s).includes(' ')));
  });
});

describe('decodeDocumentBody', () => {
  it('recognises a PDF by its %PDF magic, quoted or not', () => {
    const pdf = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF';
    expect(decodeDocumentBody(`"${base64(pdf)}"`)).toMatchObject({ kind: 'pdf' });
    expect(decodeDocumentBody(base64(pdf)).bytes).toEqual(new Uint8Array(Buffer.from(pdf)));
  });

  it('recognises an e-mail by its RFC 822 header block, folded headers included', () => {
    const eml =
      'From: Service <service@example.com>\r\nSubject: Your policy\r\nContent-Type: multipart/related;\r\n boundary="b1"\r\n\r\nbody';
    expect(decodeDocumentBody(base64(eml)).kind).toBe('eml');
  });

  it('reads a header block ended by a bare line feed, and wants every line of it a field or a folded continuation', () => {
    const kind = (text: string) => detectDocumentKind(new Uint8Array(Buffer.from(text)));
    expect(kind('From: a@example.com\nSubject: Hi\n\nThe body: not a header')).toBe('eml');
    expect(kind('From: a@example.com\r\nSubject: Hi\n\r\nThe body: not a header')).toBe('eml');
    // A line in the block that is neither a field nor a continuation (starting with a space or tab).
    expect(kind('From: a@example.com\nnot a header line\n\nbody')).toBe('unknown');
    expect(kind('From: a@example.com\r\nnot a header line\r\n\r\nbody')).toBe('unknown');
    // The block must open with a field: a continuation line cannot come first.
    expect(kind(' From: a@example.com\nSubject: Hi\n\nbody')).toBe('unknown');
  });

  it('calls anything else unknown', () => {
    expect(detectDocumentKind(new Uint8Array(Buffer.from('hello world, no headers here')))).toBe('unknown');
    expect(detectDocumentKind(new Uint8Array(Buffer.from('X-Custom: 1\r\n\r\nnothing well known')))).toBe('unknown');
    expect(detectDocumentKind(new Uint8Array([]))).toBe('unknown');
    expect(detectDocumentKind(new Uint8Array(Buffer.from('%PDF')))).toBe('unknown'); // the header is '%PDF-'
  });

  it('reads a quoted answer as a JSON string: \\u002B and \\/ escapes and an escaped line break decode', () => {
    const bytes = new Uint8Array([0xfb, 0xef, 0xff, 0x3e, 0x3f]); // base64 '++//Pj8=' needs + and /
    const escaped = JSON.stringify(base64(bytes)).replaceAll('+', '\\u002B').replaceAll('/', '\\/');
    expect(escaped).toContain('\\u002B');
    expect(decodeDocumentBody(escaped).bytes).toEqual(bytes);
    expect(decodeDocumentBody('"aGVs\\r\\nbG8="').bytes).toEqual(new Uint8Array(Buffer.from('hello')));
    expect(() => decodeDocumentBody('"unterminated')).toThrow();
  });

  it('accepts line-wrapped base64 and rejects text that is not base64', () => {
    expect(decodeDocumentBody('aGVs\r\nbG8=').bytes).toEqual(new Uint8Array(Buffer.from('hello')));
    expect(() => decodeDocumentBody('<html>not base64</html>')).toThrow(TypeError);
    expect(() => decodeBase64('abcde')).toThrow(TypeError);
    expect(() => decodeBase64('abcde')).toThrow('Not base64 text');
  });

  it('takes an answer with white space around it, quoted or not; only a leading quote makes it JSON', () => {
    expect(documentBodyText('  "aGVsbG8="\r\n')).toBe('aGVsbG8=');
    expect(documentBodyText('\naGVsbG8=  ')).toBe('aGVsbG8=');
    expect(documentBodyText('aGVsbG8="')).toBe('aGVsbG8="');
  });

  it('decodes any bytes encoded as base64, optionally quoted', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), fc.boolean(), (bytes, quoted) => {
        const text = quoted ? JSON.stringify(base64(bytes)).replaceAll('+', '\\u002B') : base64(bytes);
        expect(decodeDocumentBody(text).bytes).toEqual(bytes);
      }),
    );
  });
});
