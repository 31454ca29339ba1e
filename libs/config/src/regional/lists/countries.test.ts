import { describe, expect, it } from 'vitest';
import { countries, countryName } from './countries';
import { australianStates, canadianProvinces, regionsOf } from './regions';

describe('countries', () => {
  it('numbers the four countries the specification names as it does (section 9)', () => {
    expect(countryName(13)).toBe('Australia');
    expect(countryName(39)).toBe('Canada');
    expect(countryName(154)).toBe('New Zealand');
    expect(countryName(227)).toBe('United States');
  });

  it('holds about 240 countries with unique integer ids and names', () => {
    expect(countries).toHaveLength(240);
    expect(new Set(countries.map((c) => c.id)).size).toBe(240);
    expect(new Set(countries.map((c) => c.name)).size).toBe(240);
    expect(countries.every((c) => Number.isInteger(c.id))).toBe(true);
    expect(countryName(0)).toBeUndefined();
    expect(countryName(null)).toBeUndefined();
  });
});

describe('regions', () => {
  it('lists the Australian states and territories of section 3, and the Canadian provinces and territories', () => {
    expect(australianStates.map((s) => s.code)).toEqual(['NSW', 'ACT', 'VIC', 'QLD', 'TAS', 'WA', 'SA', 'NT']);
    expect(canadianProvinces).toHaveLength(13);
    expect(regionsOf(13)).toBe(australianStates);
    expect(regionsOf(39)).toBe(canadianProvinces);
    expect(regionsOf(154)).toEqual([]);
  });
});
