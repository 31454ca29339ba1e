import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** How a screenshot compares with the previous review's. */
export type VisualDiff = {
  /** True when the picture changed beyond the tolerance (or changed size). */
  changed: boolean;
  /** Pixels that differ beyond the colour threshold, anti-aliased ones left out. */
  diffPixels: number;
  /** Whether the two pictures have different sizes (the page grew or shrank). */
  sizeChanged: boolean;
  /** The diff image (PNG): differing pixels red over a faded copy of the new picture, anti-aliased ones yellow. */
  diffPng: Buffer;
};

export type VisualDiffOptions = {
  /** pixelmatch's colour threshold (0 to 1; smaller is more sensitive). 0.1 by default. */
  threshold?: number;
  /** Differing pixels tolerated before a picture counts as changed. 0 by default. */
  maxDiffPixels?: number;
};

/** A copy of the image on a canvas of the given size, the rest white (so pictures of different heights compare). */
function padded(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const out = new PNG({ width, height });
  out.data.fill(255);
  PNG.bitblt(image, out, 0, 0, image.width, image.height, 0, 0);
  return out;
}

/**
 * Compares two PNG screenshots with pixelmatch, tolerant of anti-aliasing: a colour threshold of 0.1 and
 * `includeAA: false`, so the pixels pixelmatch detects as anti-aliased (a font or an edge rendered a shade
 * differently) never count. A size change always counts; the diff is then drawn on the larger canvas.
 */
export function visualDiff(before: Buffer, after: Buffer, options: VisualDiffOptions = {}): VisualDiff {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const sizeChanged = a.width !== b.width || a.height !== b.height;
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(padded(a, width, height).data, padded(b, width, height).data, diff.data, width, height, {
    threshold: options.threshold ?? 0.1,
    includeAA: false,
  });
  return { changed: sizeChanged || diffPixels > (options.maxDiffPixels ?? 0), diffPixels, sizeChanged, diffPng: PNG.sync.write(diff) };
}
