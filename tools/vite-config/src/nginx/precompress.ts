import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** Files nginx may send precompressed (gzip_static). Never the HTML pages: sub_filter writes their nonce. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|webmanifest|txt)$/;
/**
 * Files edited where they are served, after the build: a .gz beside one would go stale at the first edit (nginx
 * would keep sending the build's copy), so nginx compresses them per request (nginx-site.ts).
 */
export const EDITED_AFTER_BUILD = ['configResponse.json'];
const MIN_BYTES = 512;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `<file>.gz` (best compression) beside every compressible file of a built artifact that gains from it, so
 * nginx's gzip_static serves it without compressing per request (not configResponse.json, see EDITED_AFTER_BUILD).
 * Returns the files written, relative to `dir`.
 */
export function precompressArtifact(dir: string): string[] {
  const written: string[] = [];
  for (const file of filesUnder(dir)) {
    const name = relative(dir, file);
    if (!COMPRESSIBLE.test(name) || name.startsWith('nginx/') || EDITED_AFTER_BUILD.includes(name)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (gz.length >= body.length) continue;
    writeFileSync(`${file}.gz`, gz);
    written.push(`${name}.gz`);
  }
  return written;
}
