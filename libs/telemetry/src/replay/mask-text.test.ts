import { describe, expect, it } from 'vitest';
import { createTextMask } from './mask-text';

const wording = {
  en: {
    policies: { heading: 'Policy summary', title: 'Policy {policyNumber}', due: 'Due {date}: {amount}' },
    common: { help: '<p>Call us on <strong>{phone}</strong></p>' },
  },
};

describe('the replay text mask', () => {
  const mask = createTextMask(() => wording, { phone: '0800 555 000' });

  it('keeps the portal’s wording as it is shown, spaces included', () => {
    expect(mask('Policy summary')).toBe('Policy summary');
    expect(mask('\n  Policy   summary ')).toBe('\n  Policy   summary ');
  });

  it('masks any other text with asterisks of the same length, spaces kept', () => {
    expect(mask('Jane Citizen')).toBe('**** *******');
    expect(mask('42 Wallaby Way, Sydney')).toBe('** ******* **** ******');
    expect(mask('Summary for Jane')).toBe('******* *** ****');
    expect(mask('Policy summary for Jane')).toBe('Policy ******* *** ****');
  });

  it('keeps a template’s words and masks the values filled in, wherever they are', () => {
    expect(mask('Policy 10049321')).toBe('Policy ********');
    expect(mask('Due 14/03/2025: $12.00')).toBe('Due **********: ******');
    // A value that repeats the template's own words is masked too.
    expect(mask('Policy Policy')).toBe('Policy ******');
  });

  it('keeps configured HTML’s pieces and the values every page fills the same way', () => {
    expect(mask('Call us on ')).toBe('Call us on ');
    expect(mask('0800 555 000')).toBe('0800 555 000');
  });

  it('changes nothing it already masked', () => {
    for (const text of ['Jane Citizen', 'Policy 10049321', 'Due 14/03/2025: $12.00']) expect(mask(mask(text))).toBe(mask(text));
  });

  it('reads the wording again for a text it does not know, so a lazy page’s wording added later is kept', () => {
    const store: Record<string, string> = {};
    let now = 0;
    const lazy = createTextMask(
      () => store,
      {},
      () => now,
    );
    store['heading'] = 'Your documents';
    expect(lazy('Your documents')).toBe('**** *********');
    now = 600;
    expect(lazy('Your documents')).toBe('Your documents');
  });
});
