import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { configResponseSchema } from '@portal/config';
import { colorOf, contrastPairs, contrastRatio, createTheme } from '@portal/ui-kit';
import brandGenerator, { REGISTRY } from './brand-generator';

const repo = resolve(import.meta.dirname, '../../../..');
const options = { slug: 'banksia', name: 'Banksia Life', country: 154, brandId: 7 };

describe('brand generator', () => {
  let tree: Tree;
  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    // The two files it reads besides its templates: a brand folder (its id) and the registry it edits.
    tree.write('brands/wattlebird/regional-config.json', readFileSync(resolve(repo, 'brands/wattlebird/regional-config.json')));
    tree.write(REGISTRY, readFileSync(resolve(repo, REGISTRY)));
  });

  it('writes the app, the brand folder and nothing of another brand', () => {
    brandGenerator(tree, options);
    const written = tree
      .listChanges()
      .map((c) => c.path)
      .filter((p) => p.startsWith('apps/') || p.startsWith('brands/banksia'));
    expect(written.sort()).toEqual(
      [
        'apps/banksia/index.html',
        'apps/banksia/package.json',
        'apps/banksia/src/main.tsx',
        'apps/banksia/vite.config.ts',
        'brands/banksia/package.json',
        'brands/banksia/regional-config.json',
        'brands/banksia/src/index.ts',
        'brands/banksia/src/logo.ts',
        'brands/banksia/src/theme.ts',
        'brands/banksia/src/wording.ts',
      ].sort(),
    );
    for (const path of written)
      expect(tree.read(path, 'utf-8'), path).not.toMatch(
        /wattlebird|ironbark|saltbush|kowhai|pohutukawa|tamarack|975 ?70[1-6]|555-?0106|97570[1-6]|18005550106/i,
      );
  });

  it('makes the projects Nx and the boundary rules know: app and brand, each with its tag', () => {
    brandGenerator(tree, options);
    const app = JSON.parse(tree.read('apps/banksia/package.json', 'utf-8') ?? '') as { name: string; nx: unknown };
    const brand = JSON.parse(tree.read('brands/banksia/package.json', 'utf-8') ?? '') as { name: string; nx: unknown };
    expect(app).toMatchObject({ name: '@portal/app-banksia', nx: { name: 'banksia', tags: ['type:app'] } });
    expect(brand).toMatchObject({ name: '@portal/brand-banksia', nx: { name: 'brand-banksia', tags: ['type:brand'] } });
    expect(tree.read('apps/banksia/src/main.tsx', 'utf-8')).toContain("import { brand } from '@portal/brand-banksia';");
    expect(tree.read('apps/banksia/vite.config.ts', 'utf-8')).toContain("from '../../brands/banksia/src/index.ts'");
  });

  it('defines the brand for its country, with a placeholder phone of the country and the accessibility page in the footer', () => {
    brandGenerator(tree, options);
    const definition = tree.read('brands/banksia/src/index.ts', 'utf-8');
    expect(definition).toContain('id: 7,');
    expect(definition).toContain("name: 'Banksia Life',");
    expect(definition).toContain('countryId: 154,');
    expect(definition).toContain("locale: 'en-NZ',");
    expect(definition).toContain("phone: '0800 975 707',");
    expect(definition).toContain("{ label: 'Accessibility', href: '/accessibility' }");
    expect(tree.read('brands/banksia/src/wording.ts', 'utf-8')).toContain("documentTitleSuffix: 'Banksia Life'");
  });

  it('writes a placeholder theme that names its colours once in a palette, and passes the contrast pairs', () => {
    brandGenerator(tree, options);
    const text = tree.read('brands/banksia/src/theme.ts', 'utf-8') ?? '';
    const palette = /palette: \{ brand: '(#[0-9A-F]{6})', brandDark: '(#[0-9A-F]{6})' \}/.exec(text);
    expect(palette, text).not.toBeNull();
    expect(text.match(/#[0-9A-F]{6}/gi)).toHaveLength(2);
    const theme = createTheme({
      palette: { brand: palette?.[1], brandDark: palette?.[2] },
      color: { background: { footer: 'brandDark' } },
    });
    for (const pair of contrastPairs) {
      expect(contrastRatio(colorOf(theme, pair.fg), colorOf(theme, pair.bg)), `${pair.fg} on ${pair.bg}`).toBeGreaterThanOrEqual(pair.min);
    }
  });

  it('takes the country’s regional configuration, with the brand’s id, CRN suffix and phone', () => {
    brandGenerator(tree, { ...options, country: 13, phone: '1300 123 456' });
    const text = tree.read('brands/banksia/regional-config.json', 'utf-8') ?? '';
    const [entry] = configResponseSchema.parse(JSON.parse(text));
    expect(entry).toMatchObject({ countryId: 13, brandId: 7, crnSuffix: '07', region: 'AU' });
    expect(entry?.regionalisation.loginFailureMessage).toContain('tel:1300123456');
    expect(text).not.toContain('__phoneDigits__');
  });

  it('registers the brand in the brand registry', () => {
    brandGenerator(tree, { ...options, slug: 'red-gum' });
    const registry = tree.read(REGISTRY, 'utf-8');
    expect(registry).toContain("import { brand as redGum } from '@portal/brand-red-gum';");
    expect(registry).toContain("import redGumConfig from '@portal/brand-red-gum/regional-config.json' with { type: 'json' };");
    expect(registry).toMatch(/register\(tamarack, tamarackConfig\),\n {2}register\(redGum, redGumConfig\),\n\];/);
  });

  it('escapes a name with quotes and an ampersand in TypeScript and SVG', () => {
    brandGenerator(tree, { ...options, name: `O'Hara & Sons "Life"` });
    expect(tree.read('brands/banksia/src/index.ts', 'utf-8')).toContain(`name: 'O\\'Hara & Sons "Life"',`);
    expect(tree.read('brands/banksia/src/logo.ts', 'utf-8')).toContain("<title>O\\'Hara &amp; Sons &quot;Life&quot;</title>");
  });

  it('refuses a slug or an id that exists, and a bad slug or country, writing nothing', () => {
    expect(() => brandGenerator(tree, { ...options, slug: 'wattlebird' })).toThrow('A brand with slug "wattlebird" exists');
    tree.write('apps/banksia/package.json', '{}');
    expect(() => brandGenerator(tree, options)).toThrow('A brand with slug "banksia" exists: apps/banksia');
    expect(() => brandGenerator(tree, { ...options, slug: 'karri', brandId: 1 })).toThrow('Brand id 1 is taken');
    expect(() => brandGenerator(tree, { ...options, slug: 'Karri Life' })).toThrow('must be lower case');
    expect(() => brandGenerator(tree, { ...options, slug: 'karri', country: 227 })).toThrow('not one of 13, 154 or 39');
    expect(tree.exists('brands/karri')).toBe(false);
  });
});
