import type { StoryEntry } from './storybook';

/** One screenshot of the review: a story in a brand at a width, and how it compares with the previous review. */
export type Shot = {
  story: StoryEntry;
  brand: { slug: string; name: string };
  width: string;
  /** The picture, relative to the sheet (none when the story failed). */
  image: string | undefined;
  /** new: no baseline picture; same: within the tolerance; changed: marked, with its diff; failed: no picture. */
  status: 'new' | 'same' | 'changed' | 'failed';
  error?: string | undefined;
  diff?: string;
  before?: string;
  diffPixels?: number;
  sizeChanged?: boolean;
};

export type SheetInput = {
  shots: Shot[];
  brands: { slug: string; name: string }[];
  widths: { name: string; width: number }[];
  hadBaseline: boolean;
  generatedAt: Date;
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const LABEL: Record<Shot['status'], string> = { new: 'New', same: 'Unchanged', changed: 'Changed', failed: 'Failed' };

function tile(shot: Shot | undefined, brand: { name: string }): string {
  if (!shot) return `<figure class="tile"><figcaption>${escape(brand.name)}</figcaption><p>Not photographed</p></figure>`;
  const caption = `<figcaption><span>${escape(brand.name)}</span> <span class="status status-${shot.status}">${LABEL[shot.status]}</span></figcaption>`;
  const alt = `${shot.story.title} / ${shot.story.name} in ${brand.name} at ${shot.width} width`;
  const picture = shot.image
    ? `<a href="${escape(shot.image)}"><img src="${escape(shot.image)}" alt="${escape(alt)}" loading="lazy"></a>`
    : '';
  const error = shot.error ? `<p class="error">${escape(shot.error)}</p>` : '';
  const changes =
    shot.status === 'changed' && shot.diff && shot.before
      ? `<p class="changes">${shot.sizeChanged ? 'Size changed; ' : ''}${shot.diffPixels ?? 0} pixels differ: <a href="${escape(shot.diff)}">diff</a> · <a href="${escape(shot.before)}">before</a></p>` +
        `<a href="${escape(shot.diff)}"><img class="diff" src="${escape(shot.diff)}" alt="${escape(`Differences from the previous review: ${alt}`)}" loading="lazy"></a>`
      : '';
  return `<figure class="tile tile-${shot.status}">${caption}${picture}${changes}${error}</figure>`;
}

/**
 * The review sheet: a static HTML page (no script, images relative), one section per screen (story) with the brands
 * side by side at each width; changed screens are marked and listed at the top, and a checkbox shows only them.
 */
export function renderSheet({ shots, brands, widths, hadBaseline, generatedAt }: SheetInput): string {
  const stories = [...new Map(shots.map((shot) => [shot.story.id, shot.story])).values()];
  const byKey = new Map(shots.map((shot) => [`${shot.story.id}|${shot.width}|${shot.brand.slug}`, shot]));
  const changedIds = new Set(shots.filter((shot) => shot.status === 'changed' || shot.status === 'failed').map((shot) => shot.story.id));
  const count = (status: Shot['status']) => shots.filter((shot) => shot.status === status).length;

  const sections = stories.map((story) => {
    const rows = widths.map(({ name, width }) => {
      const tiles = brands.map((brand) => tile(byKey.get(`${story.id}|${name}|${brand.slug}`), brand)).join('');
      return `<h3>${escape(name)} (${width} px)</h3><div class="row row-${escape(name)}">${tiles}</div>`;
    });
    const mark = changedIds.has(story.id) ? ' <span class="status status-changed">Changed</span>' : '';
    return `<section id="${escape(story.id)}" class="screen${changedIds.has(story.id) ? ' has-changes' : ''}" aria-labelledby="h-${escape(story.id)}"><h2 id="h-${escape(story.id)}">${escape(story.title)} / ${escape(story.name)}${mark}</h2>${rows.join('')}</section>`;
  });

  const changedList = [...changedIds]
    .map((id) => stories.find((story) => story.id === id)!)
    .map((story) => `<li><a href="#${escape(story.id)}">${escape(story.title)} / ${escape(story.name)}</a></li>`)
    .join('');
  const summary = hadBaseline
    ? `${count('changed')} of ${shots.length} screenshots changed against the previous review (${count('new')} new, ${count('failed')} failed).`
    : `No previous review to compare with: every screenshot is new (${count('failed')} failed).`;

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Design review: every screen in every brand</title>
<style>
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0 1.5rem 3rem; color: #1a1a1a; background: #fff; }
  h1 { margin: 1.5rem 0 0.5rem; }
  h2 { border-top: 2px solid #444; padding-top: 1rem; margin-top: 2.5rem; }
  h3 { font-size: 1rem; margin: 1rem 0 0.5rem; }
  .row { display: grid; grid-template-columns: repeat(${brands.length}, minmax(0, 1fr)); gap: 0.75rem; align-items: start; }
  .tile { margin: 0; border: 1px solid #bbb; padding: 0.4rem; min-width: 0; }
  .tile img { display: block; width: 100%; height: auto; border: 1px solid #ddd; }
  .tile-changed { border: 3px solid #b00020; }
  .tile-failed { border: 3px dashed #b00020; }
  figcaption { display: flex; justify-content: space-between; gap: 0.5rem; font-weight: 600; margin-bottom: 0.3rem; }
  .status { align-self: flex-start; white-space: nowrap; font-size: 0.8rem; padding: 0 0.4rem; border-radius: 0.6rem; background: #e8e8e8; color: #1a1a1a; font-weight: 600; }
  .status-changed, .status-failed { background: #b00020; color: #fff; }
  .status-new { background: #0b4f8a; color: #fff; }
  .changes, .error { font-size: 0.85rem; margin: 0.3rem 0; }
  .error { color: #b00020; }
  .diff { margin-top: 0.3rem; }
  a { color: #0b4f8a; }
  body:has(#only-changed:checked) .screen:not(.has-changes) { display: none; }
</style>
</head>
<body>
<header>
<h1>Design review: every screen in every brand</h1>
<p>${escape(summary)} Generated ${escape(generatedAt.toISOString())} from the built Storybook; ${stories.length} screens, ${brands.length} brands, ${widths.map((w) => `${w.width} px`).join(' and ')}.</p>
${changedList ? `<h2>Changed screens</h2><ul>${changedList}</ul>` : ''}
<p><label><input type="checkbox" id="only-changed"> Show only the changed screens</label></p>
</header>
<main>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
