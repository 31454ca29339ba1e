import type { HostedComponentTimings } from '../hosted-component-timings';

/** Short hosted-component timings for tests: poll every 10 ms, submit 50 ms after the fields appear, give up after 3 s. */
export const fastHostedComponentTimings: HostedComponentTimings = { pollMs: 10, enableDelayMs: 50, timeoutMs: 3000 };
