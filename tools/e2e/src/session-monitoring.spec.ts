import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { COLLECTOR_ORIGIN, findPersona, type PersonaId } from '@portal/sandbox-api';
import { playerPage, servePage, type RrwebEvent } from '@portal/replay-player';
import { expect, test } from './fixtures';
import { brandsNamed, forBrands } from './matrix';
import { isPayable, numberOf, personasOfBrand, policiesOf } from './policies-data';
import { REPLAY_SITES } from './ports';
import { signInAs } from './sign-in-as';
import { requestsTo } from './vendors';
import { COLLECTOR_PATH, leave } from './telemetry-steps';

/**
 * Section 9's session monitoring end to end, one brand per country: a whole journey (the login screens, the dashboard,
 * Pay Now, contacts, documents) reaches the test deployment's OpenTelemetry Collector stand-in on its own origin
 * (https://collector.telemetry.test, through the vendors' front) as OTLP/HTTP JSON logs, under the artifact's own
 * CSP; the session's records carry its views by route template, the controls' names, the API calls and a replay,
 * none of the customer's values; and the replay plays in the support person's player (tools/replay-player).
 * The suite's served configuration keeps replays off (a replay records every page of every test); this journey runs on
 * the brand's artifact once more with them on, as a deployment sets them (ports.ts REPLAY_SITES: the served
 * `telemetry.replaySampleRate`). No request of the page is intercepted: Chromium drops an intercepted page's keepalive
 * requests once the page is left, the very ones this journey needs to see arrive.
 */
type StreamEntry = Record<string, unknown> & { type: string; route?: string; body?: unknown };
const SESSION_KEY = 'portal.telemetry.session';

const replaySite = (slug: string) => REPLAY_SITES.find((site) => site.slug === slug)!;

const streamOf = async (page: Page, sessionId: string): Promise<StreamEntry[]> => {
  const response = await page.request.get(COLLECTOR_PATH);
  const { stream } = (await response.json()) as { stream: StreamEntry[] };
  return stream.filter((entry) => entry['session.id'] === sessionId);
};

/** The values of the persona a replay or a record must never hold. */
function personalValues(id: PersonaId): string[] {
  const persona = findPersona(id)!;
  const values = [persona.email, persona.mobile, persona.name, ...persona.name.split(' '), ...policiesOf(id).map(numberOf)];
  return values.filter((v): v is string => typeof v === 'string' && v.length >= 4);
}

const COUNTRIES = ['wattlebird', 'kowhai', 'tamarack'];

test.describe('session monitoring (section 9)', () =>
  forBrands(brandsNamed(...COUNTRIES), (b) => {
    test.use({ baseURL: `http://127.0.0.1:${replaySite(b.brand.slug).port}` });
    const id = personasOfBrand(b.brand.id).find((p) => policiesOf(p).some(isPayable)) ?? personasOfBrand(b.brand.id)[0]!;

    test('a whole journey reaches the collector on its own origin as OTLP, masked, and its replay plays', async ({ page, brand }) => {
      test.setTimeout(120_000);
      const posts = requestsTo(page, COLLECTOR_ORIGIN);
      await signInAs(page, brand, id, { throughScreens: true });
      const sessionId = await page.evaluate(
        (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { id?: string }).id ?? '',
        SESSION_KEY,
      );
      expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

      const payable = policiesOf(id).find(isPayable);
      if (payable) {
        await page.getByRole('link', { name: new RegExp(`for policy ${numberOf(payable)}$`) }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
      }
      await page.goto('/contacts');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (brand.regional.featureFlag.documentsFeature) {
        await page.goto(`/documents/${numberOf(policiesOf(id)[0]!)}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      // Records leave 5 s after the first of a page (FLUSH_DELAY_MS), or as a page is left; Playwright sees the former.
      await expect.poll(() => posts.length, { timeout: 15_000 }).toBeGreaterThan(0);
      // The recorder starts once the page is interactive (QUIET_MS without a long task, libs/telemetry replay-wiring.ts),
      // then its first full snapshot leaves at once: each page load above was shorter than that.
      await expect
        .poll(async () => (await streamOf(page, sessionId)).some((e) => e.type === 'rrweb.events'), { timeout: 20_000 })
        .toBe(true);
      await leave(page);
      for (const post of posts) {
        expect(`${post.method()} ${new URL(post.url()).pathname}`).toBe('POST /v1/logs');
        expect(post.headers()['content-type']).toMatch(/^application\/json/);
      }

      // The session's records, in the collector's hands: views by route template, actions by name, calls, a replay.
      await expect
        .poll(async () => (await streamOf(page, sessionId)).map((e) => e.type), { timeout: 15_000 })
        .toEqual(expect.arrayContaining(['portal.view', 'portal.action', 'portal.api_call', 'rrweb.events']));
      await expect
        .poll(async () => (await streamOf(page, sessionId)).filter((e) => e.type === 'portal.view').map((e) => e.route), {
          timeout: 15_000,
        })
        .toEqual(
          expect.arrayContaining([
            '/login',
            '/',
            '/contacts',
            ...(payable ? ['/payment/:policyNumber'] : []),
            ...(brand.regional.featureFlag.documentsFeature ? ['/documents/:policyNumber'] : []),
          ]),
        );
      const records = await streamOf(page, sessionId);
      const actions = records.filter((e) => e.type === 'portal.action').map((e) => e['app.widget.name']);
      expect(actions).toContain('Continue');
      const calls = records.filter((e) => e.type === 'portal.api_call').map((e) => e['portal.api.call']);
      expect(calls.length).toBeGreaterThan(2);
      const sent = JSON.stringify(records);
      for (const value of personalValues(id)) expect(sent, `the persona's ${value}`).not.toContain(value);

      // The replay plays in the support person's player, masks in place.
      const events = records
        .filter((e) => e.type === 'rrweb.events' && typeof e.body === 'string')
        .flatMap((e) => JSON.parse(e.body as string) as RrwebEvent[])
        .sort((x, y) => x.timestamp - y.timestamp);
      expect(events.some((e) => e.type === 2)).toBe(true); // a full snapshot
      const server = await servePage(playerPage(events, `Replay of ${sessionId}`), 0);
      try {
        const player = await page.context().newPage();
        await player.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
        const replayed = player.frameLocator('.replayer-wrapper iframe');
        await expect(replayed.locator('h1').first()).toBeVisible();
        const shown = await replayed.locator('body').innerText();
        for (const value of personalValues(id)) expect(shown).not.toContain(value);
        await player.close();
      } finally {
        server.close();
      }
    });
  }));
