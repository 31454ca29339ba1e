import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allBrands } from '@portal/brand-registry';
import { brandMarkers } from '@portal/artifact-checks';

/**
 * The sandbox's fixtures serve every brand's development build and stories, and their data (addresses, names) reaches
 * the screens and screenshots: no brand's name, slug or phone may appear in them, not even as a street name.
 */
const FIXTURES = join(import.meta.dirname, '../../../sandbox-api/src/fixtures');

describe('sandbox fixtures name no brand', () => {
  const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('finds the fixture files', () => {
    expect(files).toContain('addresses.ts');
  });

  it.each(allBrands.map((b) => [b.slug, b] as const))('contain nothing of %s', (_slug, brand) => {
    const found = files.flatMap((file) => {
      const text = readFileSync(join(FIXTURES, file), 'utf8').toLowerCase();
      return brandMarkers(brand)
        .filter((marker) => text.includes(marker))
        .map((marker) => `${file}: ${marker}`);
    });
    expect(found).toEqual([]);
  });
});
