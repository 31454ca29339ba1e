import { describe, expect, it } from 'vitest';
import { colorOf, contrastPairs, contrastRatio, createTheme } from '@portal/ui-kit';
import { registeredBrands } from './index';

describe.each(registeredBrands.map((r) => [r.brand.slug, r] as const))('%s theme', (_slug, { brand }) => {
  const theme = createTheme(brand.theme);

  it.each(contrastPairs.map((p) => [`${p.fg} on ${p.bg}`, p] as const))('%s meets WCAG 2.2 AA', (_name, pair) => {
    const ratio = contrastRatio(colorOf(theme, pair.fg), colorOf(theme, pair.bg));
    expect(ratio, `${pair.fg} ${colorOf(theme, pair.fg)} on ${pair.bg} ${colorOf(theme, pair.bg)}`).toBeGreaterThanOrEqual(pair.min);
  });
});

describe('contrast arithmetic', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });
});
