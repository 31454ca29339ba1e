import { describe, expect, it, vi } from 'vitest';
import { commonWording } from './common-wording';
import { createI18n } from './create-i18n';
import { onMissingWording, warnOfMissingWording } from './missing-wording';
import { fillPlaceholders } from './fill-placeholders';

describe('createI18n', () => {
  const i18n = createI18n({
    base: { common: commonWording, shell: { homeLinkLabel: 'Call {brandName} on {phone}', callUs: 'Base' } },
    overrides: { shell: { callUs: 'Overridden' } },
    locale: 'en-AU',
    variables: { phone: '1300 000 000', brandName: 'Example Mutual' },
  });

  it('fills {phone} and {brandName} everywhere, with single braces', () => {
    expect(i18n.t('shell:homeLinkLabel')).toBe('Call Example Mutual on 1300 000 000');
  });

  it('applies the brand’s overrides over the base wording', () => {
    expect(i18n.t('shell:callUs')).toBe('Overridden');
  });

  it('words due dates: due today, due in 1 day, due in N days', () => {
    expect(i18n.t('common:dueIn', { count: 0 })).toBe('due today');
    expect(i18n.t('common:dueIn', { count: 1 })).toBe('due in 1 day');
    expect(i18n.t('common:dueIn', { count: 12 })).toBe('due in 12 days');
  });
});

describe('a wording key no resource holds', () => {
  const i18n = createI18n({
    base: { common: commonWording, shell: { callUs: 'Base' } },
    overrides: { shell: { callUs: 'Overridden' } },
    locale: 'en-AU',
    variables: {},
  });

  it('is reported as namespace:key only, never with the values of the call', () => {
    const reported: string[] = [];
    const undo = onMissingWording((key) => reported.push(key));
    try {
      const lookUp = i18n.t as (key: string, options?: Record<string, unknown>) => string;
      lookUp('shell:noSuchKey', { name: 'Jane Citizen', destination: '04** *** 123' });
      expect(i18n.t('shell:callUs')).toBe('Overridden');
    } finally {
      undo();
    }
    expect(reported).toEqual(['shell:noSuchKey']);
  });

  it('warns in production with the key alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const undo = onMissingWording(warnOfMissingWording);
    let calls: unknown[][] | undefined;
    try {
      (i18n.t as (key: string, options?: Record<string, unknown>) => string)('common:noSuchKey', { name: 'Jane Citizen' });
      calls = [...warn.mock.calls];
    } finally {
      undo();
      warn.mockRestore();
    }
    expect(calls).toEqual([['Missing wording: common:noSuchKey']]);
  });
});

describe('fillPlaceholders', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fillPlaceholders('Call {phone} about {product}', { phone: '1300 000 000' })).toBe('Call 1300 000 000 about {product}');
  });
});
