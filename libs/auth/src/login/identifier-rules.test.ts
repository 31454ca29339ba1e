import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripDashes } from '@portal/config';
import { testRegionalConfig } from '@portal/config/testing';
import { isDateOfBirthShown, isIdentifierReady, isIdentifierValid } from './identifier-rules';
import { maskEmail, maskMobile } from './mask-destination';

const regional = testRegionalConfig; // Australian mobiles: 04 and 8 digits, at most 10
const nz = { ...regional, patterns: { ...regional.patterns, mobile: '^02\\d{7,9}$' }, maxLengths: { ...regional.maxLengths, mobile: 11 } };
const digitString = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
const auMobile = digitString(8, 8).map((rest) => `04${rest}`);

describe('mobile number rules (section 5)', () => {
  it('accepts every configured-pattern number, with or without dashes anywhere', () => {
    fc.assert(
      fc.property(auMobile, fc.array(fc.nat({ max: 9 }), { maxLength: 3 }), (mobile, cuts) => {
        const dashed = cuts.reduce((text, cut) => `${text.slice(0, cut)}-${text.slice(cut)}`, mobile);
        expect(isIdentifierValid(regional, 'sms', dashed)).toBe(true);
        expect(stripDashes(dashed)).toBe(mobile);
      }),
    );
  });

  it('rejects numbers that do not match the pattern or are too long', () => {
    fc.assert(
      fc.property(digitString(0, 14), (digits) => {
        fc.pre(!/^04\d{8}$/.test(digits));
        expect(isIdentifierValid(regional, 'sms', digits)).toBe(false);
      }),
    );
  });

  it('checks a number as it is typed only from 10 characters on', () => {
    fc.assert(
      fc.property(digitString(7, 9), (rest) => {
        const mobile = `02${rest}`;
        expect(isIdentifierValid(nz, 'sms', mobile)).toBe(true);
        expect(isIdentifierReady(nz, 'sms', mobile)).toBe(mobile.length >= 10);
        expect(isDateOfBirthShown(nz, { channel: 'sms', mobile, email: '' }, true)).toBe(true);
      }),
    );
  });
});

describe('e-mail rules', () => {
  it('accepts addresses of the configured shape and shows the date of birth as soon as one is typed', () => {
    const word = fc.stringMatching(/^[a-z0-9._-]{1,20}$/);
    fc.assert(
      fc.property(word, word, fc.stringMatching(/^[a-z]{2,6}$/), (local, domain, tld) => {
        const email = `${local}@${domain}.${tld}`;
        expect(isIdentifierValid(regional, 'email', email)).toBe(true);
        expect(isDateOfBirthShown(regional, { channel: 'email', mobile: '', email }, false)).toBe(true);
      }),
    );
  });

  it('rejects text without exactly the @ and domain shape', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        fc.pre(!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(text.trim()));
        expect(isIdentifierValid(regional, 'email', text)).toBe(false);
      }),
    );
  });
});

describe('masking the destination', () => {
  it('shows only the first two and last three digits of a mobile', () => {
    expect(maskMobile('0412345678')).toBe('04** *** 678');
    fc.assert(
      fc.property(digitString(9, 11), (mobile) => {
        const masked = maskMobile(mobile);
        expect(masked.replace(/ /g, '')).toBe(`${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 5)}${mobile.slice(-3)}`);
      }),
    );
  });

  it('shows only the first character and the domain of an e-mail address', () => {
    expect(maskEmail('jane@example.com')).toBe('j***@example.com');
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9.]{1,20}$/), fc.stringMatching(/^[a-z]{1,10}\.[a-z]{2,4}$/), (local, domain) => {
        expect(maskEmail(`${local}@${domain}`)).toBe(`${local[0]}***@${domain}`);
      }),
    );
  });
});
