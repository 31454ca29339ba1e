import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { registeredBrands } from '@portal/brand-registry';
import { QUIET_CHROMIUM_ARGS, chromiumPath, serveStatic } from '@portal/dev-server';
import { STORYBOOK_DIR, builtStories, openStory, switchStory, type StoryEntry } from './storybook';
import { renderSheet, type Shot } from './sheet';
import { visualDiff } from './visual-diff';

/**
 * `npm run review`: the design review sheet. Photographs every story of the built Storybook (dist/storybook; run
 * `npm run build-storybook` first) in every brand at phone (390 px) and desktop (1280 px) width with Debian's Chromium,
 * compares each picture with the previous review's (the baseline folder: the `shots/` of main's last review) and
 * writes dist/review/index.html: a static page, images relative, grouped by screen with the six brands side by side,
 * the changed ones marked with their diff image. Nothing in it needs a server.
 *
 * Options: --storybook <dir> (dist/storybook), --out <dir> (dist/review), --baseline <dir> (dist/review-baseline),
 * --filter <text> (only stories whose id contains it), --brands <slug,slug> (all).
 */
const root = resolve(import.meta.dirname, '../../..');
const { values } = parseArgs({
  options: {
    storybook: { type: 'string', default: STORYBOOK_DIR },
    out: { type: 'string', default: join(root, 'dist/review') },
    baseline: { type: 'string', default: join(root, 'dist/review-baseline') },
    filter: { type: 'string' },
    brands: { type: 'string' },
    port: { type: 'string', default: '4130' },
  },
});

const WIDTHS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const;

const storybookDir = resolve(values.storybook);
const out = resolve(values.out);
const baseline = resolve(values.baseline);
const stories = builtStories(storybookDir).filter((story) => !values.filter || story.id.includes(values.filter));
const slugs = values.brands?.split(',') ?? registeredBrands.map(({ brand }) => brand.slug);
const brands = slugs.map((slug) => {
  const found = registeredBrands.find(({ brand }) => brand.slug === slug);
  if (!found) throw new Error(`Unknown brand ${slug}`);
  return { slug, name: found.brand.name };
});

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const port = Number(values.port);
const server = await serveStatic(storybookDir, port);
const browser: Browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--headless', ...QUIET_CHROMIUM_ARGS, '--hide-scrollbars'],
});

/** Relative to the sheet: shots/<width>/<brand>/<story id>.png, the same layout in the baseline folder. */
const shotPath = (width: string, slug: string, story: StoryEntry) => `${width}/${slug}/${story.id}.png`;

const shots: Shot[] = [];
const jobs = WIDTHS.flatMap((width) => brands.flatMap((brand) => stories.map((story) => ({ width, brand, story }))));
const started = Date.now();
let done = 0;

async function worker(context: BrowserContext, queue: typeof jobs) {
  let page = await context.newPage();
  let shownBrand = '';
  for (let job = queue.shift(); job; job = queue.shift()) {
    const { width, brand, story } = job;
    const rel = shotPath(width.name, brand.slug, story);
    const file = join(out, 'shots', rel);
    mkdirSync(dirname(file), { recursive: true });
    let error: string | undefined;
    try {
      // Stories of one brand follow one another in one preview frame, as Storybook's sidebar shows them.
      if (shownBrand === brand.slug) await switchStory(page, story);
      else await openStory(page, story, brand.slug);
      shownBrand = brand.slug;
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
    } catch (e) {
      error = e instanceof Error ? e.message.split('\n')[0] : String(e);
      // Start the next story from a fresh page.
      shownBrand = '';
      await page.close();
      page = await context.newPage();
    }
    const shot: Shot = {
      story,
      brand,
      width: width.name,
      image: error ? undefined : `shots/${rel}`,
      status: error ? 'failed' : 'new',
      error,
    };
    const before = join(baseline, rel);
    if (!error && existsSync(before)) {
      const diff = visualDiff(readFileSync(before), readFileSync(file));
      shot.status = diff.changed ? 'changed' : 'same';
      if (diff.changed) {
        shot.diffPixels = diff.diffPixels;
        shot.sizeChanged = diff.sizeChanged;
        shot.diff = `diffs/${rel}`;
        shot.before = `baseline/${rel}`;
        mkdirSync(dirname(join(out, shot.diff)), { recursive: true });
        writeFileSync(join(out, shot.diff), diff.diffPng);
        mkdirSync(dirname(join(out, shot.before)), { recursive: true });
        copyFileSync(before, join(out, shot.before));
      }
    }
    shots.push(shot);
    done += 1;
    if (done % 25 === 0 || done === jobs.length)
      console.info(`${done}/${jobs.length} screenshots (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await page.close();
}

try {
  // Two pages at a time (a 2-core machine), each width in its own context so a page keeps its mobile setting.
  const queues = WIDTHS.map((width) => jobs.filter((job) => job.width === width));
  await Promise.all(
    WIDTHS.map(async (width, i) => {
      const context = await browser.newContext({
        baseURL: `http://127.0.0.1:${port}`,
        viewport: { width: width.width, height: width.height },
        isMobile: width.isMobile,
        hasTouch: width.isMobile,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      await worker(context, queues[i]!);
      await context.close();
    }),
  );
} finally {
  await browser.close();
  server.close();
}

// The sheet in the Storybook's order: screen by screen, brands in the registry's order.
const order = (shot: Shot) => [stories.indexOf(shot.story), WIDTHS.findIndex((w) => w.name === shot.width), slugs.indexOf(shot.brand.slug)];
shots.sort((a, b) => {
  const [x, y] = [order(a), order(b)];
  return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
});
const hadBaseline = existsSync(baseline);
writeFileSync(
  join(out, 'index.html'),
  renderSheet({ shots, brands, widths: WIDTHS.map((w) => ({ name: w.name, width: w.width })), hadBaseline, generatedAt: new Date() }),
);
writeFileSync(
  join(out, 'review.json'),
  JSON.stringify(
    shots.map(({ story, ...rest }) => ({ ...rest, story: story.id })),
    null,
    2,
  ),
);
const count = (status: Shot['status']) => shots.filter((shot) => shot.status === status).length;
console.info(
  `Review sheet: ${join(out, 'index.html')} (${shots.length} screenshots: ${count('changed')} changed, ${count('same')} unchanged, ` +
    `${count('new')} without baseline${hadBaseline ? '' : ` (no baseline at ${baseline})`}, ${count('failed')} failed)`,
);
if (count('failed')) process.exitCode = 1;
