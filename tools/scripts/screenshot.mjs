// Dev tool: node tools/scripts/screenshot.mjs <url> <out.png> [width] [height] — a full-page screenshot in Debian Chromium.
import { chromium } from '@playwright/test';
const [,, url, out, w = '1280', h = '800'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const ctx = await browser.newContext({ viewport: { width: Number(w), height: Number(h) } });
const page = await ctx.newPage();
page.on('console', m => console.log('console:', m.type(), m.text()));
page.on('pageerror', e => console.log('pageerror:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
console.log('title:', await page.title());
await browser.close();
