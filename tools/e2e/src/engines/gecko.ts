import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type ElementHandle, type Frame, type KeyInput, type Page } from 'puppeteer-core';
import { VENDOR_HOST_NAMES } from '@portal/sandbox-api';
import { E2E_VENDOR_PORT } from '../ports';
import { watchPage } from './in-page-watch';
import { expressionOf, type Engine, type EnginePage, type Handle, type InPage } from './engine';

/** Debian's Firefox ESR (apt-get install firefox-esr); FIREFOX_PATH names another build. Never downloaded. */
export const firefoxPath = (): string => process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';

/**
 * The vendors under their real names, as vendors.ts does for Chromium: Firefox resolves their host names to the
 * loopback (network.dns.localDomains) and sends port 443 to the TLS front's port (network.socket.forcePort; only the
 * vendors are on 443 here); the session accepts the front's throw-away certificate (acceptInsecureCerts).
 */
const VENDOR_PREFS = {
  'network.dns.localDomains': VENDOR_HOST_NAMES.join(','),
  'network.socket.forcePort': `443=${E2E_VENDOR_PORT}`,
};

/** Key names of EnginePage.keys that are keys, not text. */
const NAMED = new Set(['Enter', 'Tab', 'ArrowDown', 'ArrowUp', 'Backspace', 'Escape', 'Space', 'Home', 'End']);

export const gecko: Engine = {
  name: 'gecko',
  open: async () => {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath: firefoxPath(),
      headless: true,
      acceptInsecureCerts: true,
      extraPrefsFirefox: VENDOR_PREFS,
    });
    // A browsing context whose downloads land in a directory of the journey's (WebDriver BiDi's download behaviour).
    const downloads = mkdtempSync(join(tmpdir(), 'gecko-downloads-'));
    const context = await browser.createBrowserContext({ downloadBehavior: { policy: 'allow', downloadPath: downloads } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    // The watch in every document of the tab, frames included, before its own scripts; its lines come back by console.
    await page.evaluateOnNewDocument(expressionOf(watchPage, [true]));
    const seen: string[] = [];
    page.on('console', (m) => void (m.text().startsWith('[e2e-watch] ') && seen.push(m.text().slice(12))));
    page.on('pageerror', (e) => void seen.push(`uncaught ${e instanceof Error ? e.message : String(e)}`));
    return tabOf(
      page,
      seen,
      downloads,
      () => browser.connected,
      async () => {
        await browser.close();
        rmSync(downloads, { recursive: true, force: true });
      },
    );
  },
};

function handleOf(element: ElementHandle<Element>): Handle {
  return {
    click: () => element.click(),
    focus: () => element.focus(),
    run: async (fn, ...args) =>
      (await element.evaluate(
        new Function('el', `const __name = (f) => f; return (${fn.toString()})(el, ...${JSON.stringify(args)})`) as InPage<never>,
      )) as never,
  };
}

function tabOf(page: Page, seen: string[], downloads: string, connected: () => boolean, close: () => Promise<void>): EnginePage {
  let frame: Frame = page.mainFrame();
  const run: EnginePage['run'] = async (fn, ...args) => (await frame.evaluate(expressionOf(fn, args))) as never;
  return {
    engine: 'gecko',
    seen,
    downloads,
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    back: async () => void (await page.goBack({ waitUntil: 'load' })),
    url: async () => page.url(),
    run,
    element: async (fn, ...args) => {
      const found = await frame.evaluateHandle(expressionOf(fn, args));
      const element = found.asElement() as ElementHandle<Element> | null;
      if (!element) await found.dispose();
      return element ? handleOf(element) : null;
    },
    keys: async (...keys) => {
      for (const key of keys) {
        if (NAMED.has(key)) await page.keyboard.press(key as KeyInput);
        else await page.keyboard.type(key);
      }
    },
    inFrame: async (selector, work) => {
      const outer = frame;
      const element = await outer.waitForSelector(selector);
      const inner = await element?.contentFrame();
      if (!inner) throw new Error(`No frame ${selector}`);
      frame = inner;
      try {
        return await work();
      } finally {
        frame = outer;
      }
    },
    setWidth: async (width, height = 844) => page.setViewport({ width, height }),
    // WebDriver BiDi's emulation.setNetworkConditions (offline): requests fail and the page hears 'offline'.
    setOnline: (online) => page.setOfflineMode(!online),
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    alive: async () => connected() && !page.isClosed(),
    close,
  };
}
