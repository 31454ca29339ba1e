import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arch } from 'node:process';
import { E2E_SANDBOX_PORT, E2E_SLUGS, artifactPort } from '../ports';
import { expressionOf, type Engine, type EnginePage, type Handle, type InPage } from './engine';
import { until } from './engine-steps';
import { startInPrivateNetwork, type PrivateNetwork } from './private-network';
import { startVendorProxy } from './vendor-proxy';
import { WEBDRIVER_KEYS, isElementRef, newSession, type ElementRef, type WebDriverSession } from './webdriver-client';

/** Debian's WebKitGTK MiniBrowser (apt-get install webkit2gtk-driver xvfb); MINIBROWSER_PATH names another. */
const DEBIAN_ARCH: Record<string, string> = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' };
export const miniBrowserPath = (): string =>
  process.env['MINIBROWSER_PATH'] ?? `/usr/lib/${DEBIAN_ARCH[arch] ?? `${arch}-linux-gnu`}/webkit2gtk-4.1/MiniBrowser`;

/** WebKitWebDriver's port (clear of the suite's 41xx and 43xx). */
const DRIVER_PORT = 4150;

/**
 * The MiniBrowser's own toolbar (buttons and an address entry) holds its GTK window at least 447 px wide, so the
 * viewport could not be 390 px. A user style sheet for GTK (XDG_CONFIG_HOME/gtk-3.0/gtk.css) lets the toolbar's
 * widgets shrink: the window goes down to 321 px. It styles the browser's chrome only; WebKitGTK draws the page,
 * form controls included, without the GTK theme.
 */
const NARROW_TOOLBAR = 'button { min-width: 0; min-height: 0; padding: 0; }\nentry { min-width: 0; }\n';

/**
 * The browser's XDG_CONFIG_HOME: the GTK style sheet above, and user-dirs.dirs naming the downloads directory (the
 * MiniBrowser saves a download there, under its suggested name, without asking).
 */
function browserConfig(): { dir: string; downloads: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'minibrowser-config-'));
  const downloads = join(dir, 'downloads');
  mkdirSync(join(dir, 'gtk-3.0'));
  mkdirSync(downloads);
  writeFileSync(join(dir, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR);
  writeFileSync(join(dir, 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${downloads}"\n`);
  return { dir, downloads, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Starts WebKitWebDriver on a virtual display (xvfb-run) in a network of its own (private-network.ts, so a journey
 * can take the network away) and resolves once it answers /status. The browser it starts inherits `https_proxy`:
 * WebKitGTK has no host-name mapping of its own, and the WebDriver proxy capability's sslProxy is a proxy spoken to
 * over TLS (whose certificate must be trusted system-wide); GLib's default proxy resolver (libproxy) reads the
 * environment, so https goes through the vendor proxy by a plain CONNECT instead.
 */
async function startDriver(proxyPort: number): Promise<{ network: PrivateNetwork; downloads: string; stop: () => void }> {
  const config = browserConfig();
  const network = await startInPrivateNetwork(['xvfb-run', '-a', 'WebKitWebDriver', `--port=${DRIVER_PORT}`], {
    hostPorts: [...E2E_SLUGS.map(artifactPort), E2E_SANDBOX_PORT, proxyPort],
    insidePorts: [DRIVER_PORT],
    env: {
      ...process.env,
      https_proxy: `http://127.0.0.1:${proxyPort}`,
      no_proxy: '127.0.0.1,localhost',
      XDG_CONFIG_HOME: config.dir,
    },
  }).catch((error: unknown) => {
    config.remove();
    throw error;
  });
  const stop = () => {
    network.stop();
    config.remove();
  };
  for (let tries = 0; tries < 100; tries++) {
    if (
      await fetch(`http://127.0.0.1:${DRIVER_PORT}/status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { network, downloads: config.downloads, stop };
    await new Promise((done) => setTimeout(done, 100));
  }
  stop();
  throw new Error('WebKitWebDriver did not start (apt-get install webkit2gtk-driver xvfb)');
}

export const webkit: Engine = {
  name: 'webkit',
  open: async () => {
    const proxy = await startVendorProxy();
    const driver = await startDriver(proxy.port).catch(async (error: unknown) => {
      await proxy.stop();
      throw error;
    });
    try {
      const session = await newSession(`http://127.0.0.1:${DRIVER_PORT}`, {
        browserName: 'MiniBrowser',
        acceptInsecureCerts: true,
        'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
      });
      return tabOf(session, driver, async () => {
        await session.command('DELETE', '').catch(() => undefined);
        driver.stop();
        await proxy.stop();
      });
    } catch (error) {
      driver.stop();
      await proxy.stop();
      throw error;
    }
  },
};

const script = (fn: InPage<unknown>) => `const __name = (f) => f; return (${fn.toString()})(...arguments);`;

function tabOf(
  session: WebDriverSession,
  { network, downloads }: { network: PrivateNetwork; downloads: string },
  close: () => Promise<void>,
): EnginePage {
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
    downloads,
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
      // The window has a frame of its own (the toolbar above the page), read with the viewport in one snapshot (the
      // page learns of a resize a moment after the window): the window is sized to the viewport plus the frame. A
      // window held wider than asked (a minimum size) fails here rather than in a picture.
      const [frameWidth, frameHeight] = await execute<[number, number]>(
        'return [window.outerWidth - window.innerWidth, window.outerHeight - window.innerHeight];',
      );
      await session.command('POST', '/window/rect', { width: width + frameWidth, height: height + frameHeight });
      const check = async () => {
        const [w, h] = await execute<[number, number]>('return [window.innerWidth, window.innerHeight];');
        if (w !== width || h !== height) throw new Error(`the viewport is ${w} × ${h} px`);
        return true;
      };
      await until(`a viewport of ${width} × ${height} px`, check, 5_000);
    },
    setOnline: (online) => network.setOnline(online),
    screenshot: async (file) => {
      // WebKitGTK's screenshot is the last frame drawn: a scroll just made shows once two frames have been drawn.
      const frames = 'const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()));';
      // Best effort: a failure's page may answer no script.
      await session.command('POST', '/execute/async', { script: frames, args: [] }).catch(() => undefined);
      writeFileSync(file, Buffer.from(await session.command<string>('GET', '/screenshot'), 'base64'));
    },
    // A crashed MiniBrowser leaves its session behind: the driver answers "invalid session id" (or an unknown error).
    alive: () =>
      session.command('GET', '/window').then(
        () => true,
        () => false,
      ),
    close,
  };
}
