/**
 * Moves the page's clock (Date.now) on by `ms`, as Playwright's clock.fastForward does for Chromium: the engines have
 * no clock of their own to move. Only Date.now, which the code screen's countdown reads on each of its once-a-second
 * ticks (timers keep real time, so the next tick sees the time moved on). Run in the page: it may use nothing of its
 * module; calls add up.
 */
export function moveClock(ms: number): void {
  // Keyed by document, as the queries are (in-page-queries.ts): a new document has the real clock again.
  const w = window as unknown as { __e2eClock?: { doc: Document; offset: number } };
  if (w.__e2eClock?.doc !== document) {
    const clock = { doc: document, offset: 0 };
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + clock.offset;
    w.__e2eClock = clock;
  }
  w.__e2eClock.offset += ms;
}
