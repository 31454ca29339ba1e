import { describe, expect, it } from 'vitest';
import { xssCorpus, xssCorpusHtml } from '@portal/sandbox-api';
import { sanitizeEmailHtml } from './sanitize-email';

const png = 'data:image/png;base64,iVBORw0KGgo=';

describe('sanitizeEmailHtml', () => {
  it(`leaves nothing of the ${xssCorpus.length}-vector XSS corpus that could run or load`, async () => {
    const body = await sanitizeEmailHtml(xssCorpusHtml(), new Map());
    const doc = new DOMParser().parseFromString(body.html, 'text/html');
    expect(doc.querySelectorAll('script, iframe, object, embed, form, base, meta, link, style, svg, math, frameset').length).toBe(0);
    for (const element of Array.from(doc.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on|^style$|^srcset$|^formaction$/i);
        expect(attribute.value, `${element.tagName} ${attribute.name}`).not.toMatch(/^\s*(javascript|vbscript|data:text)/i);
        if (attribute.name === 'src') expect(attribute.value).toMatch(/^data:image\//);
      }
    }
    expect(body.css + body.inlineStyles.join(';')).not.toMatch(/evil\.example|expression\(|javascript:|@import/i);
    expect(doc.body.textContent).toContain('Vector 1 (script)');
  });

  it('resolves cid: images from the message’s own parts and drops unknown ones', async () => {
    const images = new Map([['banner@sandbox.example', png]]);
    const body = await sanitizeEmailHtml('<img src="cid:banner@sandbox.example" alt="a"><img src="cid:missing" alt="b">', images);
    expect(body.html).toContain(`src="${png}"`);
    expect(body.html).toMatch(/<img alt="b">/);
  });

  it('blocks every remote image and CSS reference, https or not, and counts them', async () => {
    const html =
      '<style>p { background: url(https://x.example/a.png) }</style><p style="background:url(\'https://x.example/b.png\')">t</p><img src="https://x.example/c.png" alt="c"><img src="//x.example/d.png" alt="d"><img src="http://x.example/e.png" alt="e">';
    const blocked = await sanitizeEmailHtml(html, new Map());
    expect(blocked.remote).toBe(5);
    expect(blocked.html).not.toContain('x.example');
    expect(blocked.css + blocked.inlineStyles.join('')).not.toContain('x.example');
  });

  it('takes styles out: <style> blocks and style attributes become CSS the frame applies, links open a new tab', async () => {
    const body = await sanitizeEmailHtml(
      '<html><head><style>p { color: red }</style></head><body><p style="font-weight: bold" data-mail-style="9">x</p><a href="https://insurer.example">link</a></body></html>',
      new Map(),
    );
    expect(body.css).toContain('p { color: red }');
    expect(body.inlineStyles).toEqual(['font-weight: bold']);
    expect(body.html).toContain('<p data-mail-style="0">x</p>');
    expect(body.html).toContain('target="_blank"');
    expect(body.html).toContain('rel="noopener noreferrer"');
  });
});
