export type DatePart = 'dd' | 'mm' | 'yyyy';
export type DateParts = Record<DatePart, string>;

export const maxLengths: Record<DatePart, number> = { dd: 2, mm: 2, yyyy: 4 };
export const autoCompletes: Record<DatePart, string> = { dd: 'bday-day', mm: 'bday-month', yyyy: 'bday-year' };

export const digitsOnly = (text: string): string => text.replace(/\D/g, '');

/** A single digit other than 0 in the day or month becomes two ('5' -> '05'); anything else is unchanged. */
export function padPart(part: DatePart, text: string): string {
  return part !== 'yyyy' && /^[1-9]$/.test(text) ? `0${text}` : text;
}

export type PasteResult = { value: DateParts; focus: DatePart };

/**
 * Spreads pasted text over the boxes, starting at `start` and following `order`.
 * Three groups of digits pasted into the first box (`5/3/1990`) fill one box each; otherwise the digits replace the
 * selection and overflow into the following boxes. `focus` is where the caret should go next.
 */
export function distributePaste(
  text: string,
  start: DatePart,
  order: readonly DatePart[],
  current: DateParts,
  selection: { start: number; end: number } = { start: 0, end: current[start].length },
): PasteResult {
  const value = { ...current };
  const groups = text.split(/\D+/).filter(Boolean);
  if (groups.length === order.length && start === order[0]) {
    order.forEach((part, index) => {
      value[part] = padPart(part, (groups[index] ?? '').slice(0, maxLengths[part]));
    });
    return { value, focus: order[order.length - 1] ?? start };
  }
  const digits = digitsOnly(text);
  if (!digits) return { value, focus: start };
  const own = current[start];
  let remaining = own.slice(0, selection.start) + digits + own.slice(selection.end);
  let focus = start;
  for (let index = order.indexOf(start); index < order.length && remaining; index += 1) {
    const part = order[index] as DatePart;
    value[part] = remaining.slice(0, maxLengths[part]);
    remaining = remaining.slice(maxLengths[part]);
    focus = part;
  }
  const next = order[order.indexOf(focus) + 1];
  if (next && value[focus].length === maxLengths[focus]) focus = next;
  return { value, focus };
}
