import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../testing/fake-fetch.ts';
import { getFeatures } from './get-features.ts';

describe('getFeatures: a tolerant reader of the fields section 3 shows', () => {
  it('reads only those fields, ignores the rest, and takes an answer without the ones the portal does not use', async () => {
    const { client, calls } = fakeClient(() =>
      json([
        { FeatureId: 1, FeatureKey: 'Cross_Sale_Banner', FeatureVariantName: 'Default', Reattempt: 0, Campaign: { id: 'x' } },
        { FeatureId: 2, FeatureKey: 'Other' },
      ]),
    );
    expect(await getFeatures(client, { clientPortalLoginId: 'L' })).toEqual([
      { FeatureId: 1, FeatureKey: 'Cross_Sale_Banner', FeatureVariantName: 'Default', Reattempt: 0 },
      { FeatureId: 2, FeatureKey: 'Other' },
    ]);
    expect(calls[0]?.url).toBe('/api/v1/FeatureManagement/features?clientPortalLoginId=L');
  });

  it('leaves out a feature without its FeatureId or FeatureKey and keeps the others', async () => {
    const { client } = fakeClient(() =>
      json([{ FeatureKey: 'Cross_Sale_Banner' }, { FeatureId: 3, FeatureKey: null }, { FeatureId: 2, FeatureKey: 'Other' }]),
    );
    expect(await getFeatures(client, { clientPortalLoginId: 'L' })).toEqual([{ FeatureId: 2, FeatureKey: 'Other' }]);
  });

  it('still refuses an answer that is not a list (502)', async () => {
    const { client } = fakeClient(() => json({ Features: [] }));
    await expect(getFeatures(client, { clientPortalLoginId: 'L' })).rejects.toMatchObject({ httpStatus: 502, kind: 'invalid-response' });
  });
});
