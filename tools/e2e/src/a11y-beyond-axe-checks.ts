import type { Page } from '@playwright/test';

/**
 * The checks axe cannot make, run in the page on the screen as it stands; each returns what is wrong (empty when all
 * is well), naming the element by its tag, accessible text and position, so a failure says where to look.
 */

const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
const LABELS = 'label, legend, button, th, h1, h2, h3, a[href], [role="button"]';

/** WCAG 1.4.10 at 320 CSS px: no sideways scroll and nothing sticking out of the viewport (scroll containers aside). */
export const reflowProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (/auto|scroll/.test(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if ((r.right > root.clientWidth + 1 || r.left < -1) && !inScroller(el) && !el.closest('[aria-hidden="true"], .visually-hidden'))
        if (el.textContent?.trim() || el.matches('input, button, img, svg, iframe'))
          problems.push(
            `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" spans ${Math.round(r.left)}..${Math.round(r.right)}`,
          );
    }
    return problems.slice(0, 10);
  });

/** WCAG 1.4.4: every label, heading, button and link shows its whole text (nothing clipped or ellipsed). */
export const clippedLabels = (page: Page, selector = LABELS) =>
  page.evaluate((selector) => {
    const problems: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el);
      // Hidden on purpose, not cut off: not rendered, or visually hidden (ui-kit's styles: a 1 px box clipped to
      // nothing). The clip is the test, not the width: a tamarack skip link was once measured at 32x24 with those
      // styles on (a failure seen once in CI that its test never repeated alone).
      const hidden = style.position === 'absolute' && (el.clientWidth <= 1 || style.clipPath === 'inset(50%)');
      if (el.offsetParent === null || hidden) continue;
      const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
        problems.push(
          `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" is cut off (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
        );
    }
    return problems;
  }, selector);

/** WCAG 2.5.8: at least 24×24 CSS px, or a 24 px box round its centre that meets no other target; inline links aside. */
export const smallTargets = (page: Page) =>
  page.evaluate((selector) => {
    const visible = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[aria-hidden="true"]');
    });
    const rects = visible.map((el) => el.getBoundingClientRect());
    const problems: string[] = [];
    visible.forEach((el, i) => {
      const r = rects[i] as DOMRect;
      if (r.width >= 24 - 0.5 && r.height >= 24 - 0.5) return;
      const inline = getComputedStyle(el).display === 'inline' && el.parentElement?.closest('p, li, dd, td') && el.tagName === 'A';
      if (inline) return;
      const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
      const clash = rects.some(
        (o, j) =>
          j !== i &&
          !visible[j]?.contains(el) &&
          !el.contains(visible[j] as Node) &&
          o.left < cx + 12 &&
          o.right > cx - 12 &&
          o.top < cy + 12 &&
          o.bottom > cy - 12,
      );
      if (clash)
        problems.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" is ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    });
    return problems;
  }, INTERACTIVE);

/** In forced colours: buttons drawn by a background keep a border; radios and checkboxes keep the system's drawing. */
export const forcedColourProblems = (page: Page, filledButtons: string[]) =>
  page.evaluate((filled) => {
    const problems: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, [role="button"], a[href]')) {
      if (!filled.includes(el.dataset.a11yId ?? '')) continue;
      const s = getComputedStyle(el);
      const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
      if (
        !sides.some(
          (side) =>
            s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
            parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
        )
      )
        problems.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" has no border in forced colours`);
    }
    for (const box of document.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')) {
      const s = getComputedStyle(box);
      const r = box.getBoundingClientRect();
      if (s.appearance === 'none' || Number(s.opacity) < 0.5 || r.width < 8 || r.height < 8)
        problems.push(`${box.type} ${box.id} has no visible state in forced colours`);
    }
    return problems;
  }, filledButtons);

/** Marks the buttons (and links styled as buttons) painted by a background colour, before forced colours drop it. */
export const markFilledButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="button"], a[href]')].flatMap((el, i) => {
      const bg = getComputedStyle(el).backgroundColor;
      if (bg === 'transparent' || /rgba\(.*, 0\)$/.test(bg) || el.getBoundingClientRect().width === 0) return [];
      el.dataset.a11yId = String(i);
      return [String(i)];
    }),
  );

/** With reduced motion asked for, nothing animates or transitions for longer than a hundredth of a second. */
export const movingElements = (page: Page) =>
  page.evaluate(() => {
    const seconds = (value: string) =>
      Math.max(...value.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v))));
    return [...document.querySelectorAll('*')].flatMap((el) => {
      const s = getComputedStyle(el);
      const animates =
        s.animationName !== 'none' &&
        seconds(s.animationDuration) * Number(s.animationIterationCount === 'infinite' ? 1e9 : s.animationIterationCount) > 0.01;
      return animates || seconds(s.transitionDuration) > 0.01 ? [`${el.tagName.toLowerCase()}.${el.className}`.slice(0, 60)] : [];
    });
  });

/** The focused element: a visible focus indicator (an outline, which forced colours keep) and not under anything. */
export const focusProblem = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    // Focus inside a vendor's frame (card capture, bot check) is the vendor's to draw: a known exception of the statement.
    if (!el || el === document.body || el.tagName === 'IFRAME') return null;
    const name = `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.id).trim().slice(0, 40)}"`;
    const s = getComputedStyle(el);
    if (s.outlineStyle === 'none' || parseFloat(s.outlineWidth) < 1) return `${name} shows no focus outline`;
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.bottom - 2],
    ] as const;
    const covered = points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && hit !== el && !el.contains(hit) && !hit.contains(el);
    });
    return covered && r.height > 0
      ? `${name} is hidden under ${document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.tagName.toLowerCase()}`
      : null;
  });
