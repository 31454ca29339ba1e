import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { COLLECTOR_ORIGIN, GATEWAY_ORIGIN, PREFIXED_VENDOR_HOSTS, VENDOR_HOST_NAMES, VENDOR_PREFIX } from '@portal/sandbox-api';
import { SANDBOX_CAPTCHA, SANDBOX_TELEMETRY, withSandboxServices } from '@portal/vite-config';
import { selfSigned } from './self-signed';

/**
 * The vendors under their real host names, for the end-to-end suite: a TLS server (nginx, a throw-away certificate
 * for every name) on a loopback port answering for Stripe's and reCAPTCHA's hosts and the test gateway's
 * (components.gateway.test), proxying to the sandbox's stand-ins (`/__vendor/<host><path>`; the gateway's paths as
 * they are). The browser maps the names to this port (tools/e2e/src/vendors.ts) and accepts the certificate.
 */
export type VendorFront = { port: number };

/**
 * A brand's served configuration in this mode: reCAPTCHA's own script and hosts as shipped, with a site key the
 * stand-in accepts and the verify call on the sandbox's captcha host (section 7's `captcha.host`, a setting); the
 * sandbox's gateway components, named as a deployment names its gateway's, on the gateway's own origin; telemetry to
 * the test deployment's collector on its own origin (so the CSP's connect-src names it, as a deployment's does), with
 * replays off: a replay records every change of every page, which the suite's journeys of session monitoring turn on
 * as a deployment would (the served `replaySampleRate`).
 */
export function withVendorServices(entries: unknown): unknown {
  const served = withSandboxServices(entries, { captcha: false, gatewayHosts: [GATEWAY_ORIGIN], telemetry: true });
  if (!Array.isArray(served)) return served;
  return served.map((entry: Record<string, unknown>) => ({
    ...entry,
    captcha: { ...(entry['captcha'] as Record<string, unknown> | undefined), host: SANDBOX_CAPTCHA.host, siteKey: SANDBOX_CAPTCHA.siteKey },
    telemetry: { ...SANDBOX_TELEMETRY, collectorUrl: COLLECTOR_ORIGIN, replaySampleRate: 0 },
  }));
}

/** The front's server blocks (written under `prefix` with its certificate), for the local nginx's http block. */
export function vendorFrontConf(prefix: string, { port }: VendorFront, sandboxUrl: string): string {
  const { key, cert } = selfSigned(VENDOR_HOST_NAMES);
  const certificate = resolve(prefix, 'vendors.crt');
  const keyFile = resolve(prefix, 'vendors.key');
  writeFileSync(certificate, cert);
  writeFileSync(keyFile, key, { mode: 0o600 });
  const upstream = sandboxUrl.replace(/\/+$/, '');
  const server = (names: readonly string[], target: string) => `server {
    listen 127.0.0.1:${port} ssl http2;
    server_name ${names.join(' ')};
    ssl_certificate ${certificate};
    ssl_certificate_key ${keyFile};
    server_tokens off;
    location / {
        proxy_pass ${target};
        proxy_http_version 1.1;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-Proto https;
        proxy_set_header Connection "";
    }
}`;
  return `# The vendors under their own names (tools/dev-server/src/vendor-front.ts): test only.
${server(PREFIXED_VENDOR_HOSTS, `${upstream}${VENDOR_PREFIX}/$host$request_uri`)}
${server([new URL(GATEWAY_ORIGIN).host], upstream)}
`;
}
