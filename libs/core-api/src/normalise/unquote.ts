/** Strips one pair of surrounding double quotes from a plain-text answer (customerlogin). */
export const unquote = (text: string): string => {
  const trimmed = text.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
};
