import { createContext, useContext } from 'react';

/** Section 9: the card element is polled every 500 ms; Save is enabled 3000 ms after it appears (provider 2). */
export type GatewayTimings = { pollMs: number; enableDelayMs: number; timeoutMs: number };

export const defaultGatewayTimings: GatewayTimings = { pollMs: 500, enableDelayMs: 3000, timeoutMs: 120_000 };

/** Tests and stories pass shorter timings. */
export const GatewayTimingsContext = createContext<GatewayTimings>(defaultGatewayTimings);
export const useGatewayTimings = () => useContext(GatewayTimingsContext);
