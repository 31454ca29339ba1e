import { describe, expect, it } from 'vitest';
import { logoSvg } from './logo.ts';

const svg = new DOMParser().parseFromString(logoSvg, 'image/svg+xml').documentElement;
const [, , width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);

/** Every point a path names (end and control points, absolute): a quadratic curve lies inside its control points. */
function pathPoints(d: string): Array<[number, number]> {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const points: Array<[number, number]> = [];
  let [x, y, startX, startY, command] = [0, 0, 0, 0, ''];
  const take = () => Number(tokens.shift());
  while (tokens.length) {
    if (/[a-zA-Z]/.test(tokens[0] ?? '')) command = tokens.shift() ?? '';
    const relative = command === command.toLowerCase();
    const [ox, oy] = relative ? [x, y] : [0, 0];
    switch (command.toLowerCase()) {
      case 'z':
        [x, y] = [startX, startY];
        continue;
      case 'h':
        x = ox + take();
        break;
      case 'v':
        y = oy + take();
        break;
      case 'q': {
        points.push([ox + take(), oy + take()]);
        [x, y] = [ox + take(), oy + take()];
        break;
      }
      case 'm':
      case 'l':
        [x, y] = [ox + take(), oy + take()];
        if (command.toLowerCase() === 'm') [startX, startY] = [x, y];
        break;
      default:
        throw new Error(`The logo's paths use only M, L, H, V, Q and Z; found ${command}`);
    }
    points.push([x, y]);
  }
  return points;
}

describe('Tamarack’s logo', () => {
  it('draws its name as shapes, with no text that an engine lays out in whatever font it has', () => {
    expect(svg.querySelectorAll('text, tspan, textPath')).toHaveLength(0);
    expect(logoSvg).not.toMatch(/font-family|@font-face/);
  });

  it('keeps every shape inside its viewBox, so no engine can clip it', () => {
    expect([width, height]).toEqual([225, 48]);
    const points = [...svg.querySelectorAll('path')].flatMap((path) => pathPoints(path.getAttribute('d') ?? ''));
    expect(points.length).toBeGreaterThan(100); // the tree and the lettering
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(height);
    }
  });

  it('keeps its accessible name', () => {
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.querySelector('title')?.textContent).toBe('Tamarack Life');
  });
});
