import { afterAll, describe, expect, it, vi } from 'vitest';

// Counts every Intl.DateTimeFormat made from before this file's imports load (vi.hoisted runs first); each still
// formats as the browser's own. The module is loaded as the page loads it, not again inside a test: a reload inside a
// test would count core-api's load-time code (dates.ts imports it) as that test's for mutation testing.
const intl = vi.hoisted(() => {
  const { DateTimeFormat } = Intl;
  let made = 0;
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      made += 1;
    }
  } as typeof DateTimeFormat;
  return { made: () => made, restore: () => void (Intl.DateTimeFormat = DateTimeFormat) };
});

import { formatShortDate, setDateRegion } from './dates';

afterAll(intl.restore);

// Issue 26: a page's first Intl.DateTimeFormat loads the browser's formatting data (15-35 ms of main thread), so the
// login page, which shows no date, must not make one while it starts (this module is in its entry chunk).
describe('the short date form is made on first use', () => {
  it('is not made when the module loads or the region is set (PortalConfigProvider sets it on every render)', () => {
    setDateRegion('en-NZ');
    setDateRegion('en-NZ');
    expect(intl.made()).toBe(0);
    expect(formatShortDate('2026-03-05')).toBe('05/03/2026');
    setDateRegion('en-NZ');
    expect(formatShortDate('2026-03-06')).toBe('06/03/2026');
    expect(intl.made()).toBe(1);
  });

  it('is made again, in the new form, when another region is set after a date was shown', () => {
    setDateRegion('en-CA');
    expect(formatShortDate('2026-03-05')).toBe('2026-03-05');
    expect(intl.made()).toBe(2);
  });
});
