import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { arch } from 'node:process';
import { expressionOf, type Engine, type EnginePage, type Handle, type InPage } from './engine';
import { startVendorProxy } from './vendor-proxy';
import { WEBDRIVER_KEYS, isElementRef, newSession, type ElementRef, type WebDriverSession } from './webdriver-client';

/** Debian's WebKitGTK MiniBrowser (apt-get install webkit2gtk-driver xvfb); MINIBROWSER_PATH names another. */
const DEBIAN_ARCH: Record<string, string> = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' };
export const miniBrowserPath = (): string =>
  process.env['MINIBROWSER_PATH'] ?? `/usr/lib/${DEBIAN_ARCH[arch] ?? `${arch}-linux-gnu`}/webkit2gtk-4.1/MiniBrowser`;

/** WebKitWebDriver's port (clear of the suite's 41xx and 43xx). */
const DRIVER_PORT = 4150;

/**
 * Starts WebKitWebDriver on a virtual display (xvfb-run) and resolves once it answers /status. The browser it starts
 * inherits `https_proxy`: WebKitGTK has no host-name mapping of its own, and the WebDriver proxy capability's
 * sslProxy is a proxy spoken to over TLS (whose certificate must be trusted system-wide); GLib's default proxy
 * resolver (libproxy) reads the environment, so https goes through the vendor proxy by a plain CONNECT instead.
 */
async function startDriver(proxyUrl: string): Promise<() => void> {
  const driver = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${DRIVER_PORT}`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, https_proxy: proxyUrl, no_proxy: '127.0.0.1,localhost' },
  });
  const stop = () => {
    process.off('exit', stop);
    if (driver.pid && driver.exitCode === null) process.kill(-driver.pid, 'SIGTERM');
  };
  process.once('exit', stop);
  for (let tries = 0; tries < 100; tries++) {
    if (
      await fetch(`http://127.0.0.1:${DRIVER_PORT}/status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return stop;
    await new Promise((done) => setTimeout(done, 100));
  }
  stop();
  throw new Error('WebKitWebDriver did not start (apt-get install webkit2gtk-driver xvfb)');
}

export const webkit: Engine = {
  name: 'webkit',
  open: async () => {
    const proxy = await startVendorProxy();
    const stopDriver = await startDriver(proxy.url).catch(async (error: unknown) => {
      await proxy.stop();
      throw error;
    });
    try {
      const session = await newSession(`http://127.0.0.1:${DRIVER_PORT}`, {
        browserName: 'MiniBrowser',
        acceptInsecureCerts: true,
        'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
      });
      return tabOf(session, async () => {
        await session.command('DELETE', '').catch(() => undefined);
        stopDriver();
        await proxy.stop();
      });
    } catch (error) {
      stopDriver();
      await proxy.stop();
      throw error;
    }
  },
};

const script = (fn: InPage<unknown>) => `const __name = (f) => f; return (${fn.toString()})(...arguments);`;

function tabOf(session: WebDriverSession, close: () => Promise<void>): EnginePage {
  const execute = <T>(body: string, args: unknown[] = []) => session.command<T>('POST', '/execute/sync', { script: body, args });
  const handleOf = (ref: ElementRef): Handle => {
    const id = Object.values(ref)[0];
    return {
      click: async () => void (await session.command('POST', `/element/${id}/click`)),
      focus: async () => void (await execute('arguments[0].focus()', [ref])),
      run: (fn, ...args) => execute(script(fn), [ref, ...args]),
    };
  };
  return {
    engine: 'webkit',
    // Classic WebDriver has no console and no script before the page's own: the watch is installed by each step
    // (engine-steps.ts) and the CSP's report-uri reaches the sandbox collector (journey-run.ts).
    seen: [],
    goto: async (url) => void (await session.command('POST', '/url', { url })),
    back: async () => void (await session.command('POST', '/back')),
    url: () => session.command<string>('GET', '/url'),
    run: (fn, ...args) => execute(`return ${expressionOf(fn, args)};`),
    element: async (fn, ...args) => {
      const found = await execute<unknown>(`return ${expressionOf(fn, args)};`);
      return isElementRef(found) ? handleOf(found) : null;
    },
    keys: async (...keys) => {
      // The focused element of the current browsing context: WebKitGTK's GET /element/active answers the top
      // document's even inside a frame (Stripe's), a reference the frame does not know.
      const active = await execute<ElementRef>('return document.activeElement;');
      const text = keys.map((k) => WEBDRIVER_KEYS[k] ?? k).join('');
      await session.command('POST', `/element/${Object.values(active)[0]}/value`, { text });
    },
    inFrame: async (selector, work) => {
      const ref = await execute<unknown>('return document.querySelector(arguments[0]);', [selector]);
      if (!isElementRef(ref)) throw new Error(`No frame ${selector}`);
      await session.command('POST', '/frame', { id: ref });
      try {
        return await work();
      } finally {
        await session.command('POST', '/frame/parent');
      }
    },
    setWidth: async (width, height = 844) => {
      // The window has a frame of its own: size it, then widen by what the viewport still lacks.
      await session.command('POST', '/window/rect', { width, height });
      const inner = await execute<number>('return window.innerWidth;');
      if (inner !== width) await session.command('POST', '/window/rect', { width: width * 2 - inner, height });
    },
    screenshot: async (file) => writeFileSync(file, Buffer.from(await session.command<string>('GET', '/screenshot'), 'base64')),
    close,
  };
}
