import type { Rec } from './records';
import { scrubText } from './scrub';

/** The controls whose activation is an action: buttons, links, tabs, menu items, checkboxes, radios and switches. */
const CONTROL =
  'button,a[href],summary,input[type="checkbox"],input[type="radio"],input[type="submit"],input[type="button"],[role="button"],[role="link"],[role="tab"],[role="menuitem"],[role="checkbox"],[role="radio"],[role="switch"],[role="option"]';
/** Marked as customer data (the replay's masks): its name is never sent. */
export const MASKED = '[data-private],.rr-mask,.rr-block';

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The control's accessible name, from what the portal wrote: aria-labelledby, aria-label, its labels, its text, its
 * title. Never an input's value (typed or chosen) nor a select's option.
 */
export function accessibleName(control: Element): string {
  const labelledBy = control.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = squash(
      labelledBy
        .split(/\s+/)
        .map((id) => control.ownerDocument.getElementById(id)?.textContent)
        .join(' '),
    );
    if (text) return text;
  }
  const label = squash(control.getAttribute('aria-label'));
  if (label) return label;
  if (control instanceof HTMLInputElement) {
    const labels = squash([...(control.labels ?? [])].map((l) => l.textContent).join(' '));
    if (labels) return labels;
  } else {
    const text = squash(control.textContent);
    if (text) return text;
  }
  return squash(control.getAttribute('title'));
}

const roleOf = (control: Element): string =>
  control.getAttribute('role') ??
  (control instanceof HTMLInputElement ? control.type : control.tagName === 'A' ? 'link' : control.tagName.toLowerCase());

/** A click (or a keyboard activation, which clicks) on a control as an action record, else null. */
export function actionOf(target: EventTarget | null, route: string, redacted: readonly string[]): Rec | null {
  const control = target instanceof Element ? target.closest(CONTROL) : null;
  if (!control) return null;
  const name = control.closest(MASKED) ? '[masked]' : scrubText(accessibleName(control), redacted, 100);
  return {
    event: 'portal.action',
    severity: 'INFO',
    route,
    attributes: { 'app.widget.name': name, 'portal.action.role': roleOf(control) },
  };
}
