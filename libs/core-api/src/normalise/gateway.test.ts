import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGatewayAuthToken, stripApiSuffix } from './gateway.ts';

describe('stripApiSuffix', () => {
  it('removes the trailing /api of PaymentGatewayAPIURL', () => {
    expect(stripApiSuffix('http://127.0.0.1:4010/gateway/api')).toBe('http://127.0.0.1:4010/gateway');
    expect(stripApiSuffix('https://pay.example/api/')).toBe('https://pay.example');
    expect(stripApiSuffix('https://pay.example/apis')).toBe('https://pay.example/apis');
    expect(stripApiSuffix('https://pay.example/api/v2')).toBe('https://pay.example/api/v2');
  });

  // Any URL, including ones whose last segment merely contains 'api' (apis, rapid, api-v2).
  const segment = fc.oneof(fc.stringMatching(/^[a-z0-9.-]{1,12}$/), fc.constantFrom('api', 'apis', 'api-v2', 'rapid', 'API'));
  const url = fc
    .tuple(fc.constantFrom('http://', 'https://'), segment, fc.array(segment, { maxLength: 3 }))
    .map(([scheme, host, rest]) => [`${scheme}${host}`, ...rest].join('/'));
  const endsInApi = (u: string) => /\/api\/?$/i.test(u);

  it('removes exactly one trailing /api (or /api/) from any URL', () => {
    fc.assert(fc.property(url, fc.constantFrom('/api', '/api/', '/API'), (u, suffix) => stripApiSuffix(`${u}${suffix}`) === u));
  });

  it('leaves a URL without a trailing /api unchanged, so a second pass changes nothing (idempotent there)', () => {
    fc.assert(
      fc.property(
        url.filter((u) => !endsInApi(u)),
        (u) => stripApiSuffix(u) === u && stripApiSuffix(stripApiSuffix(`${u}/api`)) === stripApiSuffix(`${u}/api`),
      ),
    );
  });
});

describe('parseGatewayAuthToken', () => {
  it('reads access_token from the JSON string', () => {
    expect(parseGatewayAuthToken('{"access_token":"tok-1","token_type":"Bearer","expires_in":900}')).toBe('tok-1');
  });

  it('gives null when there is no usable access_token', () => {
    expect(parseGatewayAuthToken('not json')).toBeNull();
    expect(parseGatewayAuthToken('"a string"')).toBeNull();
    expect(parseGatewayAuthToken('null')).toBeNull();
    expect(parseGatewayAuthToken('{"access_token":42}')).toBeNull();
    expect(parseGatewayAuthToken('{"access_token":""}')).toBeNull();
  });

  it('round-trips any token', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (t) => parseGatewayAuthToken(JSON.stringify({ access_token: t })) === t));
  });
});

describe('the gateway values, edge cases', () => {
  it('trims the URL before stripping /api, and reads no access_token from JSON that is not an object', () => {
    expect(stripApiSuffix('  https://gw.example/api/ ')).toBe('https://gw.example');
    for (const text of ['null', '"gw-1"', '42', '[]']) expect(parseGatewayAuthToken(text), text).toBeNull();
  });
});
