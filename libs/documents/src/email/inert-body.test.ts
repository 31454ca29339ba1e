import { describe, expect, it, vi } from 'vitest';
import { buildInertBody } from './inert-body';

describe('buildInertBody', () => {
  it('builds the body without handlers, style attributes or style elements, and never hands the markup to DOMParser', async () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const { root, styleBlocks, styleAttributes } = await buildInertBody(
      '<html><head><style>p { color: red }</style><base href="https://evil.example/"></head>' +
        '<body><p style="font-weight: bold" data-mail-style="7" onclick="__xss(1)">Hi <b>there</b></p>' +
        '<img src=x onerror=__xss(2)><svg><style>circle { fill: red }</style><a xlink:href="#x">s</a></svg><script>__xss(3)</script></body></html>',
    );
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(root.ownerDocument).not.toBe(document);
    expect(root.innerHTML).toBe('<p data-mail-style="0">Hi <b>there</b></p><img src="x"><svg><a xlink:href="#x">s</a></svg>');
    expect(styleBlocks).toEqual(['p { color: red }', 'circle { fill: red }']);
    expect(styleAttributes).toEqual(['font-weight: bold']);
    expect(root.querySelector('svg a')?.getAttributeNS('http://www.w3.org/1999/xlink', 'href')).toBe('#x');
  });
});
