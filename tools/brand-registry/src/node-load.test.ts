import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

/**
 * The sandbox, the artifact check, the bench and the review sheet load the registry in plain Node (tsx), without a
 * bundler. Vitest cannot see a break there (Vite transforms everything), so this loads it the way those scripts do:
 * a React view reaching the registry through a package index once stopped the artifact check in CI.
 */
describe('the brand registry in plain Node', () => {
  it('loads under tsx and lists every brand with its regional configuration', () => {
    const script = `import('@portal/brand-registry').then((m) => console.log(JSON.stringify(m.registeredBrands.map((b) => [b.brand.slug, b.regional.countryId]))))`;
    const out = execFileSync(resolve(root, 'node_modules/.bin/tsx'), ['--eval', script], { cwd: root, encoding: 'utf8' });
    const brands = JSON.parse(out.trim().split('\n').at(-1)!) as [string, number][];
    const brandFolders = readdirSync(resolve(root, 'brands')).filter((slug) => existsSync(resolve(root, 'brands', slug, 'src/index.ts')));
    expect(brands.map(([slug]) => slug).sort()).toEqual(brandFolders.sort());
    for (const [, countryId] of brands) expect(countryId).toEqual(expect.any(Number));
  }, 30_000);
});
