/** Told of a wording key no resource holds, as 'namespace:key'. */
export type MissingWordingHandler = (key: string) => void;

// Production and Storybook: a warning naming the key only. Never the t() options (a customer's name, a masked
// mobile number, an amount) nor the text shown instead: nothing personal reaches a log.
export const warnOfMissingWording: MissingWordingHandler = (key) => console.warn(`Missing wording: ${key}`);
let handler = warnOfMissingWording;

/**
 * Replaces what happens when a key is missing (the test set-up, tools/test-setup, fails the test); returns the undo.
 * Every i18n instance of createI18n reports to the current handler.
 */
export function onMissingWording(next: MissingWordingHandler): () => void {
  const previous = handler;
  handler = next;
  return () => {
    handler = previous;
  };
}

/** i18next's missingKeyHandler (saveMissing): passes on the namespace and key, and nothing else of the call. */
export function reportMissingWording(_languages: readonly string[], ns: string, key: string): void {
  handler(`${ns}:${key}`);
}
