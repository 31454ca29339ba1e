/** Deployment settings: the served configuration's `telemetry` key (libs/config). */
export type TelemetrySettings = {
  enabled: boolean;
  /** The OpenTelemetry Collector's OTLP/HTTP base URL (records go to `<collectorUrl>/v1/logs`): https, or a path on the portal's origin. */
  collectorUrl: string;
  /** Share of browser sessions (0 to 1) whose whole stream (views, actions, API calls, Web Vitals) is sent; errors always are. */
  sessionSampleRate: number;
  /** Share of sampled sessions (0 to 1) whose screens are recorded for replay (rrweb, masked). */
  replaySampleRate: number;
};

/** Stamped on every body as resource attributes: the brand's slug, the release built (version+commit), the build's mode. */
export type TelemetryContext = { brand: string; release: string; environment?: string };

export type Details = Record<string, string | number | boolean>;

/** What a feature or the shell hands over, before the engine turns it into a log record. */
export type Item = { route?: string } & (
  | { type: 'error'; source: 'boundary' | 'chunk' | 'uncaught' | 'rejection'; error: unknown }
  | { type: 'api'; call: string; status: number; kind: string }
  | { type: 'call'; call: string; path: string; method: string; status: number; duration: number }
  | { type: 'view' }
  | { type: 'event'; message: string; details?: Details }
);

export type Engine = { take: (item: Item) => void; flush: (reason?: 'pagehide') => void; stop: () => void };

/**
 * What the engine reads from the entry's part: the current route template, the values to redact, and the wording the
 * page shows with its placeholders' values (the only texts a replay keeps readable).
 */
export type EngineHooks = {
  route: () => string;
  redacted: readonly string[];
  wording?: () => unknown;
  variables?: () => Record<string, string>;
};
