import { describe, expect, it } from 'vitest';
import { reshapeJson } from './reshape.ts';

const answer = {
  SecurityToken: 'sbx-1',
  ExpiresAt: '2026-01-01T00:00:00',
  Policies: [{ PolicyNumber: '1', Product: 'Life', Owner: { FirstName: 'A', ExpiresAt: 'x' } }],
};

describe('reshapeJson', () => {
  it('drops named fields at every depth, in objects and in lists of objects', () => {
    expect(reshapeJson(answer, { drop: ['ExpiresAt', 'Product'] })).toEqual({
      SecurityToken: 'sbx-1',
      Policies: [{ PolicyNumber: '1', Owner: { FirstName: 'A' } }],
    });
  });

  it('answers named fields null at every depth, whatever they held', () => {
    expect(reshapeJson(answer, { nullify: ['ExpiresAt', 'Owner'] })).toEqual({
      SecurityToken: 'sbx-1',
      ExpiresAt: null,
      Policies: [{ PolicyNumber: '1', Product: 'Life', Owner: null }],
    });
  });

  it('renames named fields at every depth and leaves the others', () => {
    expect(reshapeJson(answer, { rename: { ExpiresAt: 'expiresAt', FirstName: 'firstname' } })).toEqual({
      SecurityToken: 'sbx-1',
      expiresAt: '2026-01-01T00:00:00',
      Policies: [{ PolicyNumber: '1', Product: 'Life', Owner: { firstname: 'A', expiresAt: 'x' } }],
    });
  });

  it.each([
    ['camel', { securityToken: 'sbx-1', policies: [{ policyNumber: '1' }] }],
    ['pascal', { SecurityToken: 'sbx-1', Policies: [{ PolicyNumber: '1' }] }],
    ['lower', { securitytoken: 'sbx-1', policies: [{ policynumber: '1' }] }],
    ['upper', { SECURITYTOKEN: 'sbx-1', POLICIES: [{ POLICYNUMBER: '1' }] }],
  ] as const)('recases every field name %s', (recase, expected) => {
    expect(reshapeJson({ SecurityToken: 'sbx-1', Policies: [{ PolicyNumber: '1' }] }, { recase })).toEqual(expected);
    expect(reshapeJson({ securityToken: 'sbx-1' }, { recase: 'pascal' })).toEqual({ SecurityToken: 'sbx-1' });
  });

  it('recases a renamed field under its new name, and a dropped field is gone whatever else is asked', () => {
    expect(reshapeJson({ a: 1, b: 2 }, { drop: ['b'], rename: { a: 'xy' }, nullify: ['b'], recase: 'upper' })).toEqual({ XY: 1 });
  });

  it('wraps the whole answer under a field, after reshaping it', () => {
    expect(reshapeJson([{ FeatureId: 1 }], { wrap: 'Features', recase: 'lower' })).toEqual({ Features: [{ featureid: 1 }] });
  });

  it('leaves scalars and null as they are, and an empty reshape changes nothing', () => {
    expect(reshapeJson('text', { drop: ['x'] })).toBe('text');
    expect(reshapeJson(null, { recase: 'upper' })).toBeNull();
    expect(reshapeJson(true, {})).toBe(true);
    expect(reshapeJson(answer, {})).toEqual(answer);
  });
});
