import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOnly, distributePaste, maxLengths, padPart, type DatePart, type DateParts } from './date-parts';

const empty: DateParts = { dd: '', mm: '', yyyy: '' };
const dmy: DatePart[] = ['dd', 'mm', 'yyyy'];
const mdy: DatePart[] = ['mm', 'dd', 'yyyy'];

describe('date parts', () => {
  it('padPart pads a single digit 1-9 in day and month only', () => {
    expect(padPart('dd', '5')).toBe('05');
    expect(padPart('mm', '9')).toBe('09');
    expect(padPart('dd', '0')).toBe('0');
    expect(padPart('dd', '12')).toBe('12');
    expect(padPart('dd', '')).toBe('');
    expect(padPart('yyyy', '5')).toBe('5');
  });

  it('digitsOnly keeps only digits, in order', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = digitsOnly(text);
        expect(out).toMatch(/^\d*$/);
        expect(out).toBe([...text].filter((c) => c >= '0' && c <= '9').join(''));
      }),
    );
  });

  it('a pasted full date fills the boxes in the configured order', () => {
    expect(distributePaste('12/05/1990', 'dd', dmy, empty).value).toEqual({ dd: '12', mm: '05', yyyy: '1990' });
    expect(distributePaste('5/3/1990', 'mm', mdy, empty)).toEqual({ value: { mm: '05', dd: '03', yyyy: '1990' }, focus: 'yyyy' });
    expect(distributePaste('12051990', 'dd', dmy, empty)).toEqual({ value: { dd: '12', mm: '05', yyyy: '1990' }, focus: 'yyyy' });
  });

  it('digits replace the selection and overflow into the next boxes', () => {
    expect(distributePaste('a1b2', 'dd', dmy, empty)).toEqual({ value: { ...empty, dd: '12' }, focus: 'mm' });
    expect(distributePaste('7', 'dd', dmy, { ...empty, dd: '1' }, { start: 1, end: 1 }).value.dd).toBe('17');
    expect(distributePaste('xyz', 'mm', dmy, { dd: '01', mm: '02', yyyy: '' })).toEqual({
      value: { dd: '01', mm: '02', yyyy: '' },
      focus: 'mm',
    });
    expect(distributePaste('123456789', 'yyyy', dmy, empty).value.yyyy).toBe('1234');
  });

  it('never puts a non-digit or too many digits in a box', () => {
    const part = fc.constantFrom<DatePart>('dd', 'mm', 'yyyy');
    const order = fc.constantFrom(dmy, mdy, ['yyyy', 'mm', 'dd'] as DatePart[]);
    const box = (p: DatePart) => fc.stringMatching(new RegExp(`^\\d{0,${maxLengths[p]}}$`));
    fc.assert(
      fc.property(fc.string(), part, order, box('dd'), box('mm'), box('yyyy'), (text, start, ord, dd, mm, yyyy) => {
        const { value, focus } = distributePaste(text, start, ord, { dd, mm, yyyy });
        for (const p of ord) {
          expect(value[p]).toMatch(/^\d*$/);
          expect(value[p].length).toBeLessThanOrEqual(maxLengths[p]);
        }
        expect(ord).toContain(focus);
      }),
    );
  });
});
