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

  it('is idempotent for URLs without a doubled /api', () => {
    const segment = fc.stringMatching(/^[a-z0-9.-]{1,12}$/);
    const url = fc
      .tuple(fc.constantFrom('http://', 'https://'), segment, fc.array(segment, { maxLength: 3 }))
      .map(([scheme, host, rest]) => [`${scheme}${host}`, ...rest].join('/'))
      .filter((u) => !/\/api\/?$/i.test(u));
    fc.assert(fc.property(url, (u) => stripApiSuffix(`${u}/api`) === u.trim()));
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
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (t) => parseGatewayAuthToken(JSON.stringify({ access_token: t })) === t),
    );
  });
});
