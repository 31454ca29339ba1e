import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { visualDiff } from './visual-diff';

type Rgb = [number, number, number];

/** A small generated screen: white, with a black box (an edge for anti-aliasing) and whatever `paint` adds. */
function screen(
  paint: (set: (x: number, y: number, rgb: Rgb) => void) => void = () => undefined,
  size = { width: 40, height: 40 },
): Buffer {
  const png = new PNG(size);
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    const i = (y * size.width + x) * 4;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  };
  for (let y = 0; y < size.height; y += 1) for (let x = 0; x < size.width; x += 1) set(x, y, [255, 255, 255]);
  for (let y = 10; y < 30; y += 1) for (let x = 10; x < 30; x += 1) set(x, y, [0, 0, 0]);
  paint(set);
  return PNG.sync.write(png);
}

describe('visualDiff (the review sheet marks a screen that changed against the previous review)', () => {
  it('finds nothing between two identical screenshots', () => {
    const result = visualDiff(screen(), screen());
    expect(result).toMatchObject({ changed: false, diffPixels: 0, sizeChanged: false });
  });

  it('flags a planted visual change (a block of another colour) and draws it in the diff image', () => {
    const block = (set: (x: number, y: number, rgb: Rgb) => void) => {
      for (let y = 2; y < 6; y += 1) for (let x = 2; x < 8; x += 1) set(x, y, [200, 30, 30]);
    };
    const result = visualDiff(screen(), screen(block));
    expect(result.changed).toBe(true);
    expect(result.diffPixels).toBe(24);
    const diff = PNG.sync.read(result.diffPng);
    expect([diff.width, diff.height]).toEqual([40, 40]);
    const at = (x: number, y: number) => [...diff.data.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 3)];
    expect(at(3, 3)).toEqual([255, 0, 0]); // inside the block: marked red
    expect(at(35, 35)).not.toEqual([255, 0, 0]); // elsewhere: unmarked
  });

  it('ignores a one-pixel anti-aliasing difference on an edge (includeAA false, threshold 0.1)', () => {
    const smoothed = (set: (x: number, y: number, rgb: Rgb) => void) => set(9, 20, [128, 128, 128]);
    const result = visualDiff(screen(), screen(smoothed));
    expect(result).toMatchObject({ changed: false, diffPixels: 0 });
  });

  it('ignores a colour shift below the threshold but not one above it', () => {
    const faint = (set: (x: number, y: number, rgb: Rgb) => void) => set(2, 2, [250, 250, 250]);
    expect(visualDiff(screen(), screen(faint)).changed).toBe(false);
    const strong = (set: (x: number, y: number, rgb: Rgb) => void) => set(2, 2, [0, 0, 255]);
    expect(visualDiff(screen(), screen(strong))).toMatchObject({ changed: true, diffPixels: 1 });
  });

  it('counts a change of size as a change (the page grew), diffing on the larger canvas', () => {
    const result = visualDiff(screen(), screen(undefined, { width: 40, height: 48 }));
    expect(result.sizeChanged).toBe(true);
    expect(result.changed).toBe(true);
    expect(PNG.sync.read(result.diffPng).height).toBe(48);
  });
});
