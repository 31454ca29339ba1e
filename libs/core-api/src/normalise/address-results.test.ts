import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discardTooMany, parsePostcodeMatches } from './address-results.ts';

describe('discardTooMany', () => {
  it("drops the server's 'Too many' notes and keeps real addresses", () => {
    const results = ['Too many results, please refine your search', '12 Banksia Street, Karrawong NSW 2155'];
    expect(discardTooMany(results)).toEqual(['12 Banksia Street, Karrawong NSW 2155']);
    expect(discardTooMany(['1 Too Many Lane, Orford TAS 7190'])).toEqual(['1 Too Many Lane, Orford TAS 7190']);
  });
});

describe('parsePostcodeMatches', () => {
  it('maps the first piece without whitespace to the third piece', () => {
    expect(parsePostcodeMatches(['2155;KARRAWONG;NSW', 'M5V 2T6;TORONTO;ON', 'bad entry', ';x;y'])).toEqual({
      '2155': 'NSW',
      M5V2T6: 'ON',
    });
  });

  it('keeps the last of duplicate postcodes and is safe with any key', () => {
    expect(parsePostcodeMatches(['2000;A;NSW', '2000;B;ACT'])).toEqual({ '2000': 'ACT' });
    expect(Object.keys(parsePostcodeMatches(['__proto__;x;y']))).toEqual(['__proto__']);
  });

  it('holds for any well-formed entries', () => {
    const piece = fc.string().filter((s) => !s.includes(';'));
    const entry = fc.tuple(piece, piece, piece).filter(([p]) => p.replace(/\s+/g, '') !== '');
    fc.assert(
      fc.property(fc.array(entry), (entries) => {
        const map = parsePostcodeMatches(entries.map((pieces) => pieces.join(';')));
        const expected = new Map(entries.map(([p, , label]) => [p.replace(/\s+/g, ''), label.trim()]));
        expect(Object.keys(map)).toHaveLength(expected.size);
        for (const [postcode, label] of expected) expect(Object.getOwnPropertyDescriptor(map, postcode)?.value).toBe(label);
        return Object.keys(map).every((key) => !/\s/.test(key));
      }),
    );
  });
});
