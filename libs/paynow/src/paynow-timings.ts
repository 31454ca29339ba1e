/** Section 9: the card element is polled every 500 ms; submit is enabled 3000 ms after it appears. */
export const CARD_POLL_MS = 500;
export const CARD_ENABLE_DELAY_MS = 3000;
/** Section 9: the chunk load time-out (120 s): a card element that has not appeared by then is a failure. */
export const CARD_TIMEOUT_MS = 120_000;

export type CardTimings = { pollMs: number; enableDelayMs: number; timeoutMs: number };

export const defaultCardTimings: CardTimings = {
  pollMs: CARD_POLL_MS,
  enableDelayMs: CARD_ENABLE_DELAY_MS,
  timeoutMs: CARD_TIMEOUT_MS,
};
