import { VENDOR_HOST_NAMES } from '@portal/sandbox-api';

/** Debian's Chromium (CHROMIUM_PATH names another): no tool of ours downloads a browser. */
export const chromiumPath = (): string => process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * The flags of every headless Chromium our tools start: no sandbox of its own (CI runs as root), no GPU, and nothing
 * running in the background that would reach the network or disturb a measurement.
 */
export const QUIET_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

/** The vendors' host names resolved to the local TLS front on `port`, whose throw-away certificate is accepted. */
export const vendorFrontArgs = (port: number): string[] => [
  `--host-resolver-rules=${VENDOR_HOST_NAMES.map((name) => `MAP ${name} 127.0.0.1:${port}`).join(', ')}`,
  '--ignore-certificate-errors',
];
