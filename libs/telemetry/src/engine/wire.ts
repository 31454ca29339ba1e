/** The wire format (README.md "Wire format"): one JSON batch per beacon. */
export const WIRE_VERSION = 1;

type Common = {
  /** The matched route pattern, e.g. /policy/:policyNumber ('' before the router has matched one). */
  route: string;
  /** Milliseconds since the page started. */
  at: number;
  /** How many times this report's key happened on this page before it was sent (a loop sends one report). */
  count: number;
};

export type ErrorReport = Common & {
  type: 'error';
  source: 'uncaught' | 'rejection' | 'boundary' | 'chunk';
  name: string;
  message: string;
  stack?: string;
};
export type ApiReport = Common & { type: 'api'; call: string; status: number; kind: string };
export type VitalReport = Common & {
  type: 'vital';
  name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
  value: number;
  rating: string;
  navigationType: string;
  attribution: Record<string, string | number>;
};
export type CspReport = Common & {
  type: 'csp';
  directive: string;
  blocked: string;
  disposition: string;
  sourceFile?: string;
  line?: number;
};
export type EventReport = Common & { type: 'event'; message: string; details?: Record<string, string | number | boolean> };

export type Report = ErrorReport | ApiReport | VitalReport | CspReport | EventReport;
/** A report before the batcher counts it. */
export type Raw<R extends Report = Report> = R extends Report ? Omit<R, 'count' | 'at'> : never;

export type Batch = {
  v: typeof WIRE_VERSION;
  brand: string;
  release: string;
  /** A random id of this page load (not of the customer): tells one page's batches apart. */
  page: string;
  sentAt: string;
  reports: Report[];
};
