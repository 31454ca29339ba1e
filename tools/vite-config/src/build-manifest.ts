import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandDefinition } from '@portal/config';

export const BUILD_MANIFEST = 'build-manifest.json';

export type BuildManifest = {
  brand: { id: number; slug: string; name: string };
  /** The portal's version (the workspace package.json). */
  version: string;
  /** The commit built (GIT_COMMIT when the CI sets it), and whether the working tree had uncommitted changes. */
  commit: string;
  dirty: boolean;
  /** ISO time of the build (SOURCE_DATE_EPOCH when set, for reproducible builds). */
  builtAt: string;
  /** Every file of the artifact but this one, by path, with its size in bytes. */
  files: Record<string, number>;
  totalBytes: number;
};

function git(args: string[], cwd: string): string | null {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * The release id the page reports with telemetry (build-manifest.json is not served): the manifest's version and
 * commit, e.g. "1.4.0+3f2a9c1d0b7e". The build defines it as __PORTAL_RELEASE__ (create-brand-app-config.ts).
 */
export function releaseId(workspaceRoot: string, env = process.env): string {
  const version = (JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as { version: string }).version;
  const commit = env['GIT_COMMIT'] ?? git(['rev-parse', 'HEAD'], workspaceRoot) ?? 'unknown';
  return `${version}+${commit.slice(0, 12)}`;
}

/** Sizes of every file under `dir` (paths with '/'), the manifest itself left out. */
export function artifactFileSizes(dir: string): Record<string, number> {
  const paths = (readdirSync(dir, { recursive: true }) as string[]).map((p) => p.split('\\').join('/')).sort();
  return Object.fromEntries(
    paths.filter((p) => p !== BUILD_MANIFEST && statSync(join(dir, p)).isFile()).map((p) => [p, statSync(join(dir, p)).size]),
  );
}

/**
 * Writes `build-manifest.json` into a built artifact: brand, version, commit, build time and file sizes. Release
 * metadata, not part of the site: the brand's nginx block answers 404 for it. Nothing secret goes in (no
 * environment values, no paths outside the artifact).
 */
export function writeBuildManifest(dir: string, brand: BrandDefinition, workspaceRoot: string, env = process.env): BuildManifest {
  const files = artifactFileSizes(dir);
  const epoch = env['SOURCE_DATE_EPOCH'];
  const manifest: BuildManifest = {
    brand: { id: brand.id, slug: brand.slug, name: brand.name },
    version: (JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as { version: string }).version,
    commit: env['GIT_COMMIT'] ?? git(['rev-parse', 'HEAD'], workspaceRoot) ?? 'unknown',
    dirty: env['GIT_COMMIT'] ? false : Boolean(git(['status', '--porcelain', '--untracked-files=no'], workspaceRoot)),
    builtAt: new Date(epoch ? Number(epoch) * 1000 : Date.now()).toISOString(),
    files,
    totalBytes: Object.values(files).reduce((sum, bytes) => sum + bytes, 0),
  };
  writeFileSync(join(dir, BUILD_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
