import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ANY_PORT, SANDBOX_GATEWAY_COMPONENTS } from '@portal/vite-config';
import type { ArtifactProblem } from './artifact-check';

export const SECURITY_HEADERS = 'nginx/security-headers.conf';

/** Every name the sandbox's gateway components invented (tags and events): a production configuration holds none. */
const SANDBOX_NAMES = new Set<string>(Object.values(SANDBOX_GATEWAY_COMPONENTS).flatMap((c) => [c.tag, ...Object.values(c.events)]));

type Entry = { creditCardProvider?: number; gateway?: { cardCapture?: unknown; registration?: unknown } };

const entryOf = (dir: string): Entry | undefined => {
  const file = join(dir, 'configResponse.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as Entry[])[0];
};

/** The sources of one directive of the artifact's Content-Security-Policy. */
export function cspSources(dir: string, directive: string): string[] | undefined {
  const file = join(dir, SECURITY_HEADERS);
  if (!existsSync(file)) return undefined;
  const csp = /^add_header Content-Security-Policy "([^"]*)" always;$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return (
    csp
      .split(/;\s*/)
      .find((d) => d.split(' ')[0] === directive)
      ?.split(' ')
      .slice(1) ?? []
  );
}

/**
 * Always an error: a production artifact whose configResponse.json names a sandbox component or event, or whose CSP
 * allows a test-only source (the loopback's any port, a plain-http origin, a host under the reserved .test domain).
 */
export function sandboxNameProblems(dir: string): ArtifactProblem[] {
  const problems: ArtifactProblem[] = [];
  const file = join(dir, 'configResponse.json');
  if (existsSync(file)) {
    const named = [...readFileSync(file, 'utf8').matchAll(/"([^"\\]*)"/g)].map((m) => m[1]!).filter((s) => SANDBOX_NAMES.has(s));
    for (const name of new Set(named))
      problems.push({ file: 'configResponse.json', problem: `names the sandbox’s gateway component "${name}"` });
  }
  const sources = ['script-src', 'frame-src', 'connect-src', 'form-action'].flatMap((d) => cspSources(dir, d) ?? []);
  for (const source of new Set(sources)) {
    if (source === LOCAL_ANY_PORT || source.startsWith('http:') || /\.test(:\d+)?(\/|$)/.test(source)) {
      problems.push({ file: SECURITY_HEADERS, problem: `allows the test-only source ${source}` });
    }
  }
  return problems;
}

/**
 * What a release must set and a build cannot know (a deployment's settings): the payment gateway's origins in the CSP
 * (PORTAL_GATEWAY_HOSTS or gateway.hosts at build time), and its components' names in the served configResponse.json
 * (gateway.cardCapture for Pay Now, every brand; gateway.registration for card provider 1). CI builds without them,
 * so check-artifacts.ts reports these as warnings, and as errors with PORTAL_RELEASE=1.
 */
export function deploymentSettingProblems(dir: string): ArtifactProblem[] {
  const entry = entryOf(dir);
  if (!entry) return [];
  const problems: ArtifactProblem[] = [];
  const origins = (cspSources(dir, 'form-action') ?? []).filter((s) => s !== "'self'");
  if (origins.length === 0) {
    problems.push({
      file: SECURITY_HEADERS,
      problem: 'no payment gateway origin in the CSP: set PORTAL_GATEWAY_HOSTS (or gateway.hosts) and build again',
    });
  }
  const missing = (key: string, what: string) =>
    problems.push({
      file: 'configResponse.json',
      problem: `no gateway.${key} (${what}): name the gateway's component in the served configResponse.json`,
    });
  if (!entry.gateway?.cardCapture) missing('cardCapture', 'Pay Now cannot take a card');
  if (entry.creditCardProvider !== 2 && !entry.gateway?.registration)
    missing('registration', 'payment update cannot save a card or an account');
  return problems;
}
