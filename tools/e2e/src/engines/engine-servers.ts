import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { SANDBOX } from '../auth-steps';
import { E2E_SANDBOX_ENV, E2E_SLUGS, artifactPort } from '../ports';

/**
 * What the engine journeys are served by, as Playwright's web servers (playwright.config.ts) start them: the e2e
 * sandbox and serve-all.ts (every artifact behind its own nginx site, and the vendors' TLS front). Servers already
 * answering are reused (a developer's running suite); either way the sandbox's state starts afresh.
 */
const root = resolve(import.meta.dirname, '../../../..');
const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

function start(script: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

async function ready(url: string, what: string): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    if (await answers(url)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what} did not answer ${url}`);
}

export async function startServers(): Promise<() => void> {
  const started: ChildProcess[] = [];
  const sandboxUrl = `${SANDBOX}/__sandbox`;
  const nginxUrl = `http://127.0.0.1:${artifactPort(E2E_SLUGS.at(-1)!)}/configResponse.json`;
  if (!(await answers(sandboxUrl))) started.push(start('tools/sandbox-api/src/node-server.ts', E2E_SANDBOX_ENV));
  if (!(await answers(nginxUrl))) started.push(start('tools/e2e/src/serve-all.ts'));
  const stop = () => {
    for (const child of started) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  try {
    await ready(sandboxUrl, 'The e2e sandbox');
    await ready(nginxUrl, 'nginx (serve-all.ts)');
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}

/** A fresh sandbox: personas as seeded (a payment made by the last engine is forgotten), no telemetry kept. */
export async function resetSandbox(): Promise<void> {
  await fetch(`${SANDBOX}/__sandbox/reset`, { method: 'POST' });
  await fetch(`${SANDBOX}/__sandbox/telemetry`, { method: 'DELETE' });
}
