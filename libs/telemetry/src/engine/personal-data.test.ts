import type { MetricWithAttribution } from 'web-vitals/attribution';
import { afterEach, describe, expect, it } from 'vitest';
import { startEngine } from './engine';
import { vitalReport } from './vitals';
import type { Batch } from './wire';

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
afterEach(() => stop?.());

function run(feed: (engine: ReturnType<typeof startEngine>) => void): string {
  const sent: string[] = [];
  const hooks = { route: () => '/policy/:policyNumber', redacted: [PERSONAL.name, PERSONAL.address, PERSONAL.suburb] };
  const engine = startEngine(
    { enabled: true, collectorUrl: '/collect', vitalsSampleRate: 0 },
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

describe('no personal data in any report', () => {
  it('leaves none in errors (uncaught, rejected, boundary, chunk): message, name and stack', () => {
    const error = new Error(`Policy ${text} at ${url}`);
    error.stack = `Error: ${text}\n    at load (${url}:1:2)\n    at https://portal.example/assets/policy-page-B1x2.js:3:4`;
    const payload = run((engine) => {
      engine.take({ type: 'error', source: 'uncaught', error });
      engine.take({ type: 'error', source: 'rejection', error: new TypeError(text) });
      engine.take({ type: 'error', source: 'boundary', error });
      engine.take({ type: 'error', source: 'chunk', error: `Failed to fetch ${url}` });
    });
    expect(payload).toContain('"source":"uncaught"');
    expect(payload).toContain('"source":"rejection"');
    expect(payload).toContain('/assets/policy-page-B1x2.js:3:4');
    expectNoPersonalValue(payload);
  });

  it('leaves none in API failures, monitoring events and CSP violations', () => {
    const payload = run((engine) => {
      engine.take({ type: 'api', call: url, status: 500, kind: text });
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
    expect(payload).toContain('"call":"other"');
    expect(payload).toContain('"blocked":"https://portal.example"');
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
    const payload = JSON.stringify(vitalReport(metric, '/policy/:policyNumber', [PERSONAL.name, PERSONAL.address, PERSONAL.suburb]));
    expect(payload).toContain('"timeToFirstByte":100');
    expectNoPersonalValue(payload);
  });

  it('stamps every batch with brand and release, and each report with the route template', () => {
    const batch = JSON.parse(run((engine) => engine.take({ type: 'api', call: 'getPolicyDetail', status: 500, kind: 'http' }))) as Batch;
    expect(batch).toMatchObject({
      v: 1,
      brand: 'b',
      release: 'r',
      reports: [{ type: 'api', call: 'getPolicyDetail', status: 500, route: '/policy/:policyNumber', count: 1 }],
    });
  });
});
