import { createContext, useContext } from 'react';

/** How a vendor's hosted component is watched while it loads: Pay Now's card capture and payment update's forms. */
export type HostedComponentTimings = {
  /** How often the page looks for the component's fields. */
  pollMs: number;
  /** How long submit stays held after the fields appear. */
  enableDelayMs: number;
  /** Fields that have not appeared by then are a failure. */
  timeoutMs: number;
};

/**
 * Section 9: the card element is polled every 500 ms, submit is enabled 3000 ms after it appears, and the chunk
 * load time-out (120 seconds) bounds the wait.
 */
export const defaultHostedComponentTimings: HostedComponentTimings = { pollMs: 500, enableDelayMs: 3000, timeoutMs: 120_000 };

/** Tests and stories pass shorter timings. */
export const HostedComponentTimingsContext = createContext<HostedComponentTimings>(defaultHostedComponentTimings);
export const useHostedComponentTimings = (): HostedComponentTimings => useContext(HostedComponentTimingsContext);
