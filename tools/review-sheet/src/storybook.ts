import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** A story of the built Storybook's index.json (docs entries left out). */
export type StoryEntry = { id: string; title: string; name: string; importPath: string };

/** Where `npm run build-storybook` and `npm run build-storybook:test` write the static Storybook. */
export const STORYBOOK_DIR = resolve(import.meta.dirname, '../../../dist/storybook');

/** Every story of the built Storybook, in index order; a clear error when it has not been built. */
export function builtStories(dir = STORYBOOK_DIR): StoryEntry[] {
  const file = resolve(dir, 'index.json');
  if (!existsSync(file)) throw new Error(`No built Storybook at ${dir}: run \`npm run build-storybook:test\` first`);
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, StoryEntry & { type: string }> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, importPath }) => ({ id, title, name, importPath }));
}

/** The feature (lib) a story belongs to: its title's first segment, e.g. 'paynow' of 'paynow/PayNowPage'. */
export const featureOf = (story: StoryEntry) => story.title.split('/')[0] ?? story.title;

/**
 * The preview frame of one story in one brand ('all' for the All brands view). The a11y addon's own axe run after
 * each story is switched off here (`a11y.manual`): the callers run axe themselves once the screen's data has arrived.
 */
export const storyUrl = (id: string, brand: string) =>
  `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=brand:${brand};a11y.manual:!true`;

type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

/**
 * Waits until Storybook has finished the story (rendered, play function and afterEach hooks done), then until the
 * screen's own data has arrived (no aria-busy region left), unless the story is a loading state that never does.
 * Fails on a story that threw or errored.
 */
async function settle(page: Page, story: StoryEntry): Promise<void> {
  const { phase, error } = await page
    .waitForFunction(
      (id) => {
        const render = (globalThis as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        if (render?.id !== id || !render.phase || !['finished', 'errored', 'aborted'].includes(render.phase)) return false;
        const shown = document.body.classList.contains('sb-show-errordisplay');
        return { phase: render.phase, error: shown ? (document.querySelector('.sb-errordisplay')?.textContent ?? 'error') : '' };
      },
      story.id,
      { timeout: 20_000, polling: 'raf' },
    )
    .then((handle) => handle.jsonValue() as Promise<{ phase: string; error: string }>);
  if (phase !== 'finished') throw new Error(`Story ${story.id} ended in phase ${phase}`);
  if (error) throw new Error(`Story ${story.id} shows Storybook's error display: ${error}`);
  // A busy button (sending, refreshing) is a state the story shows on purpose; a busy region waits for its data.
  if (!/loading/i.test(story.name)) {
    await page
      .waitForFunction(() => !document.querySelector('#storybook-root [aria-busy="true"]:not(button)'), undefined, {
        timeout: 5_000,
        polling: 'raf',
      })
      .catch(() => undefined);
  }
}

/** Loads the preview frame at a story in a brand and waits until the story has finished and its data arrived. */
export async function openStory(page: Page, story: StoryEntry, brand: string): Promise<void> {
  await page.goto(storyUrl(story.id, brand));
  await settle(page, story);
}

/**
 * Shows another story in the preview frame already open (openStory first), as Storybook's sidebar does: no reload,
 * the brand and the MSW worker kept. Much cheaper than a page load per story.
 */
export async function switchStory(page: Page, story: StoryEntry): Promise<void> {
  await page.evaluate((id) => {
    (globalThis as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, story.id);
  await settle(page, story);
}
