// Through this package's import map (package.json "imports") to the sandbox's narrow entry, not by package name: this file
// is reached from a brand app's vite.config.ts, and Vite bundles a config's `#` imports but leaves package names to Node,
// which cannot load TypeScript. The entry holds data only (a type import, erased), so Storybook and tsx load it as well.
import { SANDBOX_GATEWAY_COMPONENTS } from '#sandbox-gateway-components';

/**
 * Development, Storybook and the end-to-end suite only: the services the sandbox imitates, laid over a brand's
 * configResponse.json where it is served (the dev server, Storybook's brand decorator, the suite's nginx). A
 * production artifact keeps reCAPTCHA's own script URL and names no gateway component; the artifact check fails any
 * that points at a sandbox path or names a sandbox component.
 * - the bot check: the sandbox's reCAPTCHA stand-in (Google's script, library and checkbox frame under
 *   /__vendor/<Google's host>, tools/sandbox-api/src/routes/vendors.ts; its verify endpoint under /bot-check,
 *   tools/sandbox-api/src/routes/bot-check.ts);
 * - the payment gateway's hosted components: the sandbox's (tools/sandbox-api/src/scripts/gateway-components.ts),
 *   and, when given, the gateway's origins (`gateway.hosts`, for the Content-Security-Policy).
 */
export const SANDBOX_CAPTCHA = {
  host: '/bot-check',
  scriptUrl: '/__vendor/www.google.com/recaptcha/api.js',
  siteKey: 'sandbox-site-key',
} as const;

export { SANDBOX_GATEWAY_COMPONENTS };

/** Telemetry to the sandbox's collector on the portal's own origin (tools/sandbox-api/src/routes/telemetry.ts), every page's Web Vitals. */
export const SANDBOX_TELEMETRY = {
  enabled: true,
  collectorUrl: '/__sandbox/telemetry',
  sessionSampleRate: 1,
  replaySampleRate: 1,
} as const;

export type SandboxServicesOptions = {
  /** false: keep each entry's own captcha settings (a suite that reaches reCAPTCHA under Google's host names). */
  captcha?: boolean;
  /** The origins the sandbox's gateway is reached on, when not the portal's own (`gateway.hosts`). */
  gatewayHosts?: string[];
  /** true: telemetry on, to the sandbox's collector (the dev server, the end-to-end suite); the benchmarks keep it off. */
  telemetry?: boolean;
};

type Entry = Record<string, unknown>;

/** One configuration entry with the sandbox's services over its own settings. */
export function sandboxServicesOf<T extends object>(
  entry: T,
  { captcha = true, gatewayHosts, telemetry = false }: SandboxServicesOptions = {},
): T {
  const own = entry as Entry;
  const gateway = { ...(own['gateway'] as Entry | undefined), ...SANDBOX_GATEWAY_COMPONENTS };
  return {
    ...entry,
    ...(captcha ? { captcha: { ...(own['captcha'] as Entry | undefined), ...SANDBOX_CAPTCHA } } : {}),
    gateway: gatewayHosts ? { ...gateway, hosts: gatewayHosts } : gateway,
    ...(telemetry ? { telemetry: SANDBOX_TELEMETRY } : {}),
  };
}

/** The configuration file's entries (a list) with the sandbox's services over each entry's own settings. */
export function withSandboxServices(entries: unknown, options: SandboxServicesOptions = {}): unknown {
  if (!Array.isArray(entries)) return entries;
  return entries.map((entry: Entry) => sandboxServicesOf(entry, options));
}
