/** Deployment settings: the served configuration's `telemetry` key (libs/config). */
export type TelemetrySettings = {
  enabled: boolean;
  /** Where batches are posted: an absolute https URL or a path on the portal's own origin. */
  collectorUrl: string;
  /** Share of page loads (0 to 1) whose Web Vitals are measured and sent. */
  vitalsSampleRate: number;
};

/** Stamped on every batch: the brand's slug and the release built (version+commit). */
export type TelemetryContext = { brand: string; release: string };

export type Details = Record<string, string | number | boolean>;

/** What a feature or the shell hands over, before the engine turns it into a report. */
export type Item = { route?: string } & (
  | { type: 'error'; source: 'boundary' | 'chunk' | 'uncaught' | 'rejection'; error: unknown }
  | { type: 'api'; call: string; status: number; kind: string }
  | { type: 'event'; message: string; details?: Details }
);

export type Engine = { take: (item: Item) => void; flush: () => void; stop: () => void };

/** What the engine reads from the entry's part: the current route template and the values to redact. */
export type EngineHooks = { route: () => string; redacted: readonly string[] };
