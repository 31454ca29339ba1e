import type { MetricWithAttribution } from 'web-vitals/attribution';
import { afterEach, describe, expect, it } from 'vitest';
import { startEngine } from './engine';
import { vitalRecord } from './vitals';

/** One value of each kind of personal data the portal holds (the customer's name and address as the session registers them). */
const PERSONAL = {
  policyNumber: '10049321',
  policyNumberWithLetters: 'NZL7734120',
  documentId: 'QmF0Y2gx+RG9jNDI=',
  email: 'jane.citizen@example.com',
  mobile: '+64 21 555 0199',
  landline: '(09) 377 4412',
  name: 'Jane Citizen',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTYifQ.c2lnbmF0dXJl',
  code: '482913',
  dateOfBirth: '14/03/1985',
  dateOfBirthWords: '14 March 1985',
  address: '42 Wallaby Way',
  suburb: 'Sydney',
} as const;
const values = Object.values(PERSONAL);
const text = values.join(' ');
const url = `https://portal.example/policy/${PERSONAL.policyNumber}/documents/${encodeURIComponent(PERSONAL.documentId)}?email=${PERSONAL.email}&token=${PERSONAL.token}`;

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

/** A sampled session's every body, as the bytes sent (the whole stream: views, actions, API calls and all). */
function run(feed: (engine: ReturnType<typeof startEngine>) => void): string {
  const sent: string[] = [];
  const hooks = { route: () => '/policy/:policyNumber', redacted: [PERSONAL.name, PERSONAL.address, PERSONAL.suburb] };
  const engine = startEngine(
    { enabled: true, collectorUrl: '/collect', sessionSampleRate: 1, replaySampleRate: 0 },
    { brand: 'b', release: 'r' },
    hooks,
    (_, body) => sent.push(body),
  );
  stop = engine.stop;
  feed(engine);
  engine.flush();
  return sent.join('\n');
}

function expectNoPersonalValue(payload: string) {
  for (const value of values) {
    expect(payload, value).not.toContain(value);
    expect(payload, value).not.toContain(encodeURIComponent(value));
  }
  // Also no part of one: the digits of the numbers and the token's segments.
  for (const part of ['10049321', '7734120', '555 0199', '377 4412', '482913', '1985', 'eyJhbGciOiJIUzI1NiJ9', 'RG9jNDI', 'jane.citizen']) {
    expect(payload, part).not.toContain(part);
  }
}

describe('no personal data in any record', () => {
  it('leaves none in errors (uncaught, rejected, boundary, chunk): message, name and stack', () => {
    const error = new Error(`Policy ${text} at ${url}`);
    error.stack = `Error: ${text}\n    at load (${url}:1:2)\n    at https://portal.example/assets/policy-page-B1x2.js:3:4`;
    const payload = run((engine) => {
      engine.take({ type: 'error', source: 'uncaught', error });
      engine.take({ type: 'error', source: 'rejection', error: new TypeError(text) });
      engine.take({ type: 'error', source: 'boundary', error });
      engine.take({ type: 'error', source: 'chunk', error: `Failed to fetch ${url}` });
    });
    expect(payload).toContain('{"key":"portal.error.source","value":{"stringValue":"uncaught"}}');
    expect(payload).toContain('{"key":"portal.error.source","value":{"stringValue":"rejection"}}');
    expect(payload).toContain('/assets/policy-page-B1x2.js:3:4');
    expectNoPersonalValue(payload);
  });

  it('leaves none in API failures and calls, monitoring events and CSP violations', () => {
    const payload = run((engine) => {
      engine.take({ type: 'api', call: url, status: 500, kind: text });
      engine.take({ type: 'call', call: text, path: url, method: text, status: 200, duration: 12 });
      engine.take({
        type: 'call',
        call: 'getPolicyDetail',
        path: `/api/v1/Policy/${PERSONAL.policyNumber}`,
        method: 'GET',
        status: 200,
        duration: 12,
      });
      engine.take({ type: 'event', message: `Form failed for ${text}`, details: { who: text, where: url, status: 500 } });
      const violation = Object.assign(new Event('securitypolicyviolation'), {
        effectiveDirective: 'frame-src',
        violatedDirective: 'frame-src',
        blockedURI: url,
        disposition: 'enforce',
        sourceFile: url,
        lineNumber: 3,
      });
      document.dispatchEvent(violation);
    });
    expect(payload).toContain('{"key":"portal.api.call","value":{"stringValue":"other"}}');
    expect(payload).toContain('{"key":"portal.csp.blocked","value":{"stringValue":"https://portal.example"}}');
    expectNoPersonalValue(payload);
  });

  it('leaves none in Web Vitals attribution', () => {
    const metric = {
      name: 'LCP',
      value: 1234.5,
      rating: 'good',
      navigationType: 'navigate',
      attribution: {
        element: `#policy-${PERSONAL.policyNumber} > p.${PERSONAL.email}`,
        url,
        timeToFirstByte: 100,
        interactionTarget: text,
      },
    } as unknown as MetricWithAttribution;
    const payload = JSON.stringify(vitalRecord(metric, '/policy/:policyNumber', [PERSONAL.name, PERSONAL.address, PERSONAL.suburb]));
    expect(payload).toContain('"portal.web_vital.timeToFirstByte":100');
    expectNoPersonalValue(payload);
  });

  it('leaves none in views and actions: no path, no value typed or chosen, no customer text a control shows', () => {
    const payload = run((engine) => {
      engine.take({ type: 'view', route: `/policy/${PERSONAL.policyNumber}/documents/${PERSONAL.documentId}` });
      document.body.innerHTML = `
        <label for="email">E-mail</label><input id="email" type="email" value="${PERSONAL.email}">
        <label><input type="checkbox" value="${PERSONAL.mobile}" aria-describedby="m"> Use ${PERSONAL.mobile} for codes</label>
        <select aria-label="Policy"><option selected>${PERSONAL.policyNumberWithLetters}</option></select>
        <a href="/policy/${PERSONAL.policyNumber}">Policy ${PERSONAL.policyNumber} for ${PERSONAL.name}</a>
        <button type="button" aria-label="Edit ${PERSONAL.address}, ${PERSONAL.suburb}">Edit</button>
        <button type="button" data-private>${text}</button>
        <span role="button" tabindex="0">Born ${PERSONAL.dateOfBirth} (${PERSONAL.dateOfBirthWords}), code ${PERSONAL.code}, ${PERSONAL.landline}</span>`;
      const stay = (event: Event) => event.preventDefault();
      document.addEventListener('click', stay);
      for (const element of document.body.querySelectorAll('input, select, option, a, button, span')) (element as HTMLElement).click();
      document.removeEventListener('click', stay);
    });
    expect(payload.match(/"portal\.action"/g)?.length).toBeGreaterThanOrEqual(5);
    expect(payload).toContain('{"key":"app.widget.name","value":{"stringValue":"[masked]"}}');
    expectNoPersonalValue(payload);
  });

  it('stamps every body with brand and release, and each record with the session and the route template', () => {
    const payload = run((engine) => engine.take({ type: 'api', call: 'getPolicyDetail', status: 500, kind: 'http' }));
    expect(payload).toContain('{"key":"service.namespace","value":{"stringValue":"b"}}');
    expect(payload).toContain('{"key":"service.version","value":{"stringValue":"r"}}');
    expect(payload).toContain('{"key":"app.screen.name","value":{"stringValue":"/policy/:policyNumber"}}');
    expect(payload).toContain('"key":"session.id"');
  });
});
