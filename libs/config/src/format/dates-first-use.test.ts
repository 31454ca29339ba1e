import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 26: a page's first Intl.DateTimeFormat loads the browser's formatting data (15-35 ms of main thread), so the
// login page, which shows no date, must not make one while it starts (this module is in its entry chunk).
describe('the short date form is made on first use', () => {
  const { DateTimeFormat } = Intl;
  afterEach(() => {
    Intl.DateTimeFormat = DateTimeFormat;
  });

  it('is not made when the module loads or the region is set (PortalConfigProvider sets it on every render)', async () => {
    const made = vi.fn();
    // Counts every formatter made; each still formats as the browser's own.
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made();
      }
    } as typeof DateTimeFormat;
    vi.resetModules();
    const dates = await import('./dates');
    dates.setDateRegion('en-NZ');
    dates.setDateRegion('en-NZ');
    expect(made).not.toHaveBeenCalled();
    expect(dates.formatShortDate('2026-03-05')).toBe('05/03/2026');
    dates.setDateRegion('en-NZ');
    expect(dates.formatShortDate('2026-03-06')).toBe('06/03/2026');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('is made again, in the new form, when another region is set after a date was shown', async () => {
    vi.resetModules();
    const dates = await import('./dates');
    expect(dates.formatShortDate('2026-03-05')).toBe('05/03/2026');
    dates.setDateRegion('en-CA');
    expect(dates.formatShortDate('2026-03-05')).toBe('2026-03-05');
  });
});
