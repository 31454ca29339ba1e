import { describe, expect, it } from 'vitest';
import { commonWording } from './common-wording';
import { createI18n } from './create-i18n';
import { fillPlaceholders } from './fill-placeholders';

describe('createI18n', () => {
  const i18n = createI18n({
    base: { common: commonWording, shell: { greeting: 'Call {brandName} on {phone}', other: 'Base' } },
    overrides: { shell: { other: 'Overridden' } },
    locale: 'en-AU',
    variables: { phone: '1300 000 000', brandName: 'Example Mutual' },
  });

  it('fills {phone} and {brandName} everywhere, with single braces', () => {
    expect(i18n.t('shell:greeting')).toBe('Call Example Mutual on 1300 000 000');
  });

  it('applies the brand’s overrides over the base wording', () => {
    expect(i18n.t('shell:other')).toBe('Overridden');
  });

  it('words due dates: due today, due in 1 day, due in N days', () => {
    expect(i18n.t('common:dueIn', { count: 0 })).toBe('due today');
    expect(i18n.t('common:dueIn', { count: 1 })).toBe('due in 1 day');
    expect(i18n.t('common:dueIn', { count: 12 })).toBe('due in 12 days');
  });
});

describe('fillPlaceholders', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fillPlaceholders('Call {phone} about {product}', { phone: '1300 000 000' })).toBe(
      'Call 1300 000 000 about {product}',
    );
  });
});
