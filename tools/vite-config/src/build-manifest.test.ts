import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testBrand } from '@portal/config/testing';
import { BUILD_MANIFEST, writeBuildManifest, type BuildManifest } from './build-manifest';

const workspaceRoot = resolve(import.meta.dirname, '../../..');

function artifact(): string {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(join(dir, 'assets', 'index-AbC123xy.js'), 'x'.repeat(1000));
  return dir;
}

describe('build manifest', () => {
  it('records the brand, version, commit, build time and every file’s size, and is written to the artifact', () => {
    const dir = artifact();
    const manifest = writeBuildManifest(dir, testBrand, workspaceRoot, { GIT_COMMIT: 'a'.repeat(40), SOURCE_DATE_EPOCH: '1795000000' });
    expect(manifest).toEqual({
      brand: { id: testBrand.id, slug: testBrand.slug, name: testBrand.name },
      version: '0.0.0',
      commit: 'a'.repeat(40),
      dirty: false,
      builtAt: '2026-11-18T11:06:40.000Z',
      files: { 'assets/index-AbC123xy.js': 1000, 'index.html': 15 },
      totalBytes: 1015,
    });
    expect(JSON.parse(readFileSync(join(dir, BUILD_MANIFEST), 'utf8'))).toEqual(manifest);
  });

  it('reads the commit from git when the CI does not give one, and leaves an older manifest out of the sizes', () => {
    const dir = artifact();
    writeFileSync(join(dir, BUILD_MANIFEST), '{}');
    const manifest: BuildManifest = writeBuildManifest(dir, testBrand, workspaceRoot, {});
    expect(manifest.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(Object.keys(manifest.files)).not.toContain(BUILD_MANIFEST);
    expect(Date.now() - Date.parse(manifest.builtAt)).toBeLessThan(60_000);
  });
});
