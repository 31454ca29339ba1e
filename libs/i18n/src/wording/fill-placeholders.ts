/**
 * Fills {name} placeholders in configured text (regional configuration messages, footer labels).
 * Unknown placeholders are left as they are, so a missing value is visible rather than silently blank.
 */
export function fillPlaceholders(template: string, values: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
