export type SandboxOptions = {
  /** Clock in epoch ms; tests pass a fake one and move it instead of sleeping. */
  now?: () => number;
  /** Where the browser reaches this sandbox (gateway script and API URLs). Default: the request's own origin. */
  publicUrl?: string;
  /** Life of a one-time code (default 5 minutes). */
  otpTtlMs?: number;
  /** Life of a bearer token (default 20 minutes); refreshtoken extends it by this much again. */
  tokenTtlMs?: number;
  /** Minimum time between two codes of one login (default 30 s). */
  resendWaitMs?: number;
  /** Wrong codes that lock the account (default 5). */
  maxOtpAttempts?: number;
  /** How long a pending payment (473) takes to clear to 204 after it is first seen (default 20 s). */
  pendingClearMs?: number;
  /** Where one-time codes and notes are printed (default console.info). */
  log?: (message: string) => void;
  /**
   * Name the vendors' own hosts in the payment-form payloads (CustomFormAPIURL https://js.stripe.com/v3/, the gateway
   * on https://components.gateway.test), for a browser that reaches them through a local TLS front (the end-to-end
   * suite). Default false: everything on the sandbox's own origin (development, Storybook, component tests).
   */
  vendorHosts?: boolean;
};

export type ResolvedOptions = Required<Omit<SandboxOptions, 'publicUrl'>> & { publicUrl: string | undefined };

export const resolveOptions = (options: SandboxOptions = {}): ResolvedOptions => ({
  now: options.now ?? Date.now,
  publicUrl: options.publicUrl?.replace(/\/+$/, ''),
  otpTtlMs: options.otpTtlMs ?? 5 * 60_000,
  tokenTtlMs: options.tokenTtlMs ?? 20 * 60_000,
  resendWaitMs: options.resendWaitMs ?? 30_000,
  maxOtpAttempts: options.maxOtpAttempts ?? 5,
  pendingClearMs: options.pendingClearMs ?? 20_000,
  log: options.log ?? ((message) => console.info(message)),
  vendorHosts: options.vendorHosts ?? false,
});
