import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allBrands, brandsNamed, forBrands, others, type Brand } from './matrix';
import { isInactive, isPayable, numberOf, personasOfBrand, policiesOf } from './policies-data';
import { signInAs } from './sign-in-as';
import {
  clippedLabels,
  focusProblem,
  forcedColourProblems,
  markFilledButtons,
  movingElements,
  reflowProblems,
  smallTargets,
} from './a11y-beyond-axe-checks';

/**
 * What axe cannot see (issue 28), on every screen of one brand per country and a smoke screen in the others: reflow at
 * 320 CSS px (WCAG 1.4.10) and text at 200 % (1.4.4), forced colours (focus, radio and checkbox states, button
 * borders), target size (2.5.8), focus not obscured (2.4.11) and reduced motion. Each screen is visited once per brand
 * and every check runs on it there, at desktop width but for the reflow part (the viewport set in the test).
 */
const full = brandsNamed('wattlebird', 'kowhai', 'tamarack');
const DESKTOP = { width: 1280, height: 800 };
const TABS = 25;

async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** Tabs through the screen's first controls; each must show an outline and not be under the header or a banner. */
async function focusWalk(page: Page): Promise<string[]> {
  await page.locator('body').focus();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const problems: string[] = [];
  for (let i = 0; i < TABS; i++) {
    await page.keyboard.press('Tab');
    const problem = await focusProblem(page);
    if (problem) problems.push(problem);
  }
  return [...new Set(problems)];
}

/** Every check on the screen now shown; returns what is wrong, by check. */
async function checkScreen(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  found.targets = await smallTargets(page);
  const filled = await markFilledButtons(page);
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  found.forcedColours = await forcedColourProblems(page, filled);
  found.motion = await movingElements(page);
  found.focus = await focusWalk(page);
  await page.emulateMedia({ forcedColors: 'none', reducedMotion: 'no-preference' });
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  found.text200 = [...(await clippedLabels(page)), ...(await reflowProblems(page))];
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  await page.setViewportSize({ width: 320, height: 720 });
  found.reflow320 = [...(await reflowProblems(page)), ...(await clippedLabels(page))];
  found.focus320 = (await focusWalk(page)).filter((p) => p.includes('hidden under'));
  await page.setViewportSize(DESKTOP);
  return Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0));
}

/** The screens of a brand: signed out, then signed in as the persona with something to pay where there is one. */
function screensOf(b: Brand) {
  const persona = personasOfBrand(b.brand.id).find((p) => policiesOf(p).some(isPayable)) ?? personasOfBrand(b.brand.id)[0]!;
  const policies = policiesOf(persona);
  const active = policies.find((p) => !isInactive(p));
  const payable = policies.find(isPayable);
  const flags = b.regional.featureFlag;
  const signedIn = [
    '/',
    ...(active ? [`/policy/${numberOf(active)}`] : []),
    '/contacts',
    '/contacts/update',
    ...(payable ? [`/payment/${numberOf(payable)}`] : []),
    ...(active && flags.documentsFeature === 1 ? [`/documents/${numberOf(active)}`] : []),
    ...(active ? [`/update/payment/${numberOf(active)}`] : []),
  ];
  return { persona, signedOut: ['/login', '/accessibility'], signedIn };
}

async function visitAll(page: Page, b: Brand, signedOut: string[], signedIn: string[], persona: ReturnType<typeof screensOf>['persona']) {
  const failures: Record<string, Record<string, string[]>> = {};
  await page.setViewportSize(DESKTOP);
  const visit = async (path: string, first: boolean) => {
    if (!first) await page.goto(path);
    await settled(page);
    const found = await checkScreen(page);
    if (Object.keys(found).length) failures[path] = found;
  };
  for (const path of signedOut) {
    await page.goto(path);
    await visit(path, true);
  }
  if (signedIn.length) {
    await signInAs(page, b, persona, { to: signedIn[0] });
    for (const [i, path] of signedIn.entries()) await visit(path, i === 0);
  }
  expect(failures, `what axe cannot see, ${b.brand.slug}`).toEqual({});
}

test.describe('beyond axe: every screen', () =>
  forBrands(full, (b) => {
    const { persona, signedOut, signedIn } = screensOf(b);
    test(`reflow at 320 px, text at 200 %, forced colours, target size, focus not obscured, reduced motion: ${[...signedOut, ...signedIn].join(' ')}`, async ({
      page,
      brand,
    }) => {
      test.setTimeout(180_000);
      await visitAll(page, brand, signedOut, signedIn, persona);
    });
  }));

test.describe('beyond axe: smoke', () =>
  forBrands(others(full, allBrands), (b) => {
    const { persona, signedIn } = screensOf(b);
    test('the dashboard passes every check', async ({ page, brand }) => {
      test.setTimeout(60_000);
      await visitAll(page, brand, [], signedIn.slice(0, 1), persona);
    });
  }));

// The checks themselves: each finds what it is for on a page made to fail it (so a pass above means something).
test('beyond axe: the checks find a small target, sideways scroll, a clipped label, a borderless button, no focus ring', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 400 });
  await page.setContent(`<style>.b{background:navy;color:white;border:0} .n:focus{outline:none}</style>
    <h1>t</h1><button class="b" style="width:16px;height:16px">x</button><button class="b" style="width:16px;height:16px">y</button>
    <div style="width:600px">wide text</div><label style="display:block;width:40px;overflow:hidden;white-space:nowrap">A long label</label>
    <input type="checkbox" style="appearance:none;width:20px;height:20px" id="c"><a class="n" href="#x">link</a>`);
  expect(await smallTargets(page)).toHaveLength(2);
  expect(await reflowProblems(page)).not.toEqual([]);
  expect(await clippedLabels(page)).toEqual([expect.stringContaining('A long label')]);
  const filled = await markFilledButtons(page);
  await page.emulateMedia({ forcedColors: 'active' });
  expect(await forcedColourProblems(page, filled)).toEqual(
    expect.arrayContaining([expect.stringContaining('"x" has no border'), 'checkbox c has no visible state in forced colours']),
  );
  await page.locator('a').focus();
  expect(await focusProblem(page)).toContain('shows no focus outline');
});
