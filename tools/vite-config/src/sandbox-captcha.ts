/**
 * Development and the end-to-end suite only: the bot check goes to the sandbox's reCAPTCHA stand-in (its script and
 * its verify endpoint under /bot-check, tools/sandbox-api/src/routes/bot-check.ts). A deployment setting laid over
 * the brand's configResponse.json where it is served (the dev server, the suite's nginx); a production artifact keeps
 * reCAPTCHA's own script URL, and the artifact check fails any that points at a sandbox path.
 */
export const SANDBOX_CAPTCHA = {
  host: '/bot-check',
  scriptUrl: '/bot-check/recaptcha/api.js',
  siteKey: 'sandbox-site-key',
} as const;

/** The configuration file's entries with the sandbox's captcha settings over each entry's own. */
export function withSandboxCaptcha(entries: unknown): unknown {
  if (!Array.isArray(entries)) return entries;
  return entries.map((entry: Record<string, unknown>) => ({
    ...entry,
    captcha: { ...(entry['captcha'] as Record<string, unknown> | undefined), ...SANDBOX_CAPTCHA },
  }));
}
