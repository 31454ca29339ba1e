import { describe, expect, it } from 'vitest';
import { renderSheet, type Shot } from './sheet';

const story = (name: string) => ({
  id: `policies-dashboardpage--${name.toLowerCase()}`,
  title: 'policies/DashboardPage',
  name,
  importPath: './x.stories.tsx',
});
const brands = [
  { slug: 'a', name: 'Brand <A>' },
  { slug: 'b', name: 'Brand B' },
];
const shot = (name: string, slug: string, status: Shot['status']): Shot => ({
  story: story(name),
  brand: brands.find((b) => b.slug === slug)!,
  width: 'phone',
  image: `shots/phone/${slug}/${story(name).id}.png`,
  status,
  ...(status === 'changed'
    ? { diff: `diffs/phone/${slug}/${story(name).id}.png`, before: `baseline/phone/${slug}/${story(name).id}.png`, diffPixels: 42 }
    : {}),
});

describe('renderSheet (the static review page)', () => {
  const html = renderSheet({
    shots: [shot('Empty', 'a', 'same'), shot('Empty', 'b', 'same'), shot('Pending', 'a', 'same'), shot('Pending', 'b', 'changed')],
    brands,
    widths: [{ name: 'phone', width: 390 }],
    hadBaseline: true,
    generatedAt: new Date('2026-01-01T00:00:00Z'),
  });

  it('marks the changed screen, lists it at the top and links its diff and previous picture, all relative', () => {
    expect(html).toContain('1 of 4 screenshots changed against the previous review');
    expect(html).toContain('<li><a href="#policies-dashboardpage--pending">policies/DashboardPage / Pending</a></li>');
    expect(html).toMatch(/<section id="policies-dashboardpage--pending" class="screen has-changes"/);
    expect(html).toMatch(/<section id="policies-dashboardpage--empty" class="screen"/);
    expect(html).toContain('42 pixels differ: <a href="diffs/phone/b/policies-dashboardpage--pending.png">diff</a>');
    expect(html).toContain('<a href="baseline/phone/b/policies-dashboardpage--pending.png">before</a>');
    expect(html).not.toMatch(/(src|href)="(\/|https?:)/);
    expect(html).not.toContain('<script');
  });

  it('shows the brands side by side under each screen, named and escaped, with alt text', () => {
    expect(html.match(/<figure class="tile/g)).toHaveLength(4);
    expect(html).toContain('Brand &lt;A&gt;');
    expect(html).toContain('alt="policies/DashboardPage / Pending in Brand B at phone width"');
  });

  it('says when there was no previous review to compare with', () => {
    const first = renderSheet({
      shots: [shot('Empty', 'a', 'new')],
      brands,
      widths: [{ name: 'phone', width: 390 }],
      hadBaseline: false,
      generatedAt: new Date(),
    });
    expect(first).toContain('No previous review to compare with');
    expect(first).toContain('status-new');
  });
});
