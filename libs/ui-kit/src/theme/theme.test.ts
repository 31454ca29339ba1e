import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basePalette, baseTheme, contrastPairs } from './base-theme';
import { contrastRatio } from './contrast';
import { colorOf, createTheme, space, themeColor } from './create-theme';

describe('theme contract', () => {
  it.each(contrastPairs.map((pair) => [`${pair.fg} on ${pair.bg}`, pair] as const))(
    'base theme: %s meets its WCAG minimum',
    (_name, { fg, bg, min }) => {
      expect(contrastRatio(colorOf(baseTheme, fg), colorOf(baseTheme, bg))).toBeGreaterThanOrEqual(min);
    },
  );

  it('the base roles each take a palette colour: the base primary is named once', () => {
    expect(Object.values(basePalette).filter((value) => value === basePalette.brand)).toHaveLength(1);
    expect(baseTheme.color.action.primary).toBe(basePalette.brand);
    expect(baseTheme.color.text.link).toBe(basePalette.brand);
    expect(baseTheme.color.background.footer).toBe(basePalette.ink);
  });

  it('createTheme: a palette colour reaches every role that names it, a role can name another colour', () => {
    const theme = createTheme({
      palette: { brand: '#123456', brandDark: '#0a1b2c' },
      color: { background: { footer: 'brandDark' } },
      radius: { small: '2px' },
    });
    for (const token of ['text.link', 'action.primary', 'action.onSecondary', 'border.focus', 'header.accent', 'pill.background']) {
      expect(colorOf(theme, token), token).toBe('#123456');
    }
    expect(theme.color.action.primaryHover).toBe('#0a1b2c');
    expect(theme.color.background.footer).toBe('#0a1b2c');
    expect(theme.color.action.onPrimary).toBe(baseTheme.color.action.onPrimary);
    expect(theme.radius).toEqual({ ...baseTheme.radius, small: '2px' });
    expect(baseTheme.color.action.primary).not.toBe('#123456');
    expect(createTheme()).toEqual(baseTheme);
  });

  it('colorOf, themeColor and space read the theme', () => {
    expect(colorOf(baseTheme, 'text.default')).toBe(baseTheme.color.text.default);
    expect(() => colorOf(baseTheme, 'text.nope')).toThrow(/Unknown colour token/);
    expect(themeColor('pill.text')({ theme: baseTheme })).toBe(baseTheme.color.pill.text);
    expect(space(3)({ theme: baseTheme })).toBe('12px');
  });

  it('contrastRatio is symmetric, between 1 and 21, and 21 for black on white', () => {
    const hex = fc
      .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
      }),
    );
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
