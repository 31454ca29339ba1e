import { describe, expect, it } from 'vitest';
import { createTextMask } from './mask-text';
import { createEventSanitiser, maskUrl, type ReplayEvent } from './sanitise-events';

const mask = createTextMask(() => ['Open your documents', 'Policy summary', 'Next']);
const event = (type: number, data: unknown): ReplayEvent => ({ type, timestamp: 1, data });
const element = (tagName: string, attributes: Record<string, unknown>, childNodes: unknown[] = []) => ({
  type: 2,
  id: 9,
  tagName,
  attributes,
  childNodes,
});

describe('the replay event sanitiser', () => {
  const sanitise = createEventSanitiser(mask, () => '/policy/:policyNumber');

  it('gives the page’s address as its route template, never its path or query', () => {
    const meta = sanitise(event(4, { href: 'https://portal.example/policy/10049321?email=jane@example.com', width: 1, height: 1 }));
    expect(meta?.data).toEqual({ href: 'https://portal.example/policy/:policyNumber', width: 1, height: 1 });
  });

  it('keeps layout and state attributes, masks ids’ values and every text an attribute carries', () => {
    const out = sanitise(
      event(2, {
        node: element('a', {
          class: 'sc-x1 card',
          role: 'link',
          'aria-expanded': 'false',
          id: 'policy-10049321-title',
          'aria-labelledby': 'policy-10049321-title',
          'aria-label': 'Jane Citizen',
          title: 'Open your documents',
          alt: '42 Wallaby Way',
          value: 'jane@example.com',
          'data-lookup-query': 'wallaby',
          href: '/policy/NZL7734120/documents?token=abc#x',
          style: 'background: url("/api/documents/QmF0Y2gx/file")',
        }),
      }),
    );
    expect((out?.data as { node: { attributes: unknown } }).node.attributes).toEqual({
      class: 'sc-x1 card',
      role: 'link',
      'aria-expanded': 'false',
      id: 'policy-********-title',
      'aria-labelledby': 'policy-********-title',
      'aria-label': '**** *******',
      title: 'Open your documents',
      alt: '** ******* ***',
      value: '****************',
      'data-lookup-query': '*******',
      href: '/policy/:value/documents',
      style: 'background: url("/api/documents/:value/file")',
    });
  });

  it('cuts URLs to their path, keeps the portal’s assets and vector images, and names only another scheme', () => {
    expect(maskUrl('https://portal.example/documents/42/file.pdf?x=1')).toBe('https://portal.example/documents/:value/file.pdf');
    expect(maskUrl('/assets/policy-page-B1x2.js')).toBe('/assets/policy-page-B1x2.js');
    expect(maskUrl('mailto:jane@example.com')).toBe('mailto:');
    expect(maskUrl('tel:+64215550199')).toBe('tel:');
    expect(maskUrl('data:image/png;base64,AAAA')).toBe('data:');
    expect(maskUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
  });

  it('masks texts in mutations but not a style sheet’s, and input values whatever rrweb did', () => {
    sanitise(
      event(2, {
        node: { type: 2, tagName: 'style', id: 3, attributes: {}, childNodes: [{ type: 3, id: 4, isStyle: true, textContent: '.a{}' }] },
      }),
    );
    const mutation = sanitise(
      event(3, {
        source: 0,
        texts: [
          { id: 4, value: '.a{color:red}' },
          { id: 5, value: 'Jane Citizen' },
        ],
        attributes: [{ id: 6, attributes: { 'aria-label': 'Jane', class: 'x' } }],
        removes: [],
        adds: [{ parentId: 1, nextId: null, node: { type: 3, id: 7, textContent: 'Policy summary 10049321' } }],
      }),
    );
    expect(mutation?.data).toMatchObject({
      texts: [
        { id: 4, value: '.a{color:red}' },
        { id: 5, value: '**** *******' },
      ],
      attributes: [{ id: 6, attributes: { 'aria-label': '****', class: 'x' } }],
      adds: [{ node: { textContent: '****** ******* ********' } }],
    });
    expect(sanitise(event(3, { source: 5, id: 8, text: '482913', isChecked: false }))?.data).toEqual({
      source: 5,
      id: 8,
      text: '******',
      isChecked: false,
    });
  });

  it('drops the events the portal never sends: custom, plugin, console, canvas and fonts', () => {
    expect(sanitise(event(5, { tag: 'x', payload: 'Jane' }))).toBeNull();
    expect(sanitise(event(6, { plugin: 'console', payload: 'Jane' }))).toBeNull();
    for (const source of [9, 10, 11]) expect(sanitise(event(3, { source }))).toBeNull();
    expect(sanitise(event(3, { source: 1, positions: [] }))).not.toBeNull();
  });
});
