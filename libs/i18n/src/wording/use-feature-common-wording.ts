import { featureCommonWording } from './feature-common-wording';
import { useLibWording } from './use-lib-wording';

/**
 * The 'common' phrases only the signed-in features share (feature-common-wording.ts), added by their translation
 * hooks. A module of its own, so that only the features' chunks import the phrases: the login page's entry does not.
 */
export function useFeatureCommonWording(): void {
  useLibWording('common', featureCommonWording, 'common:features');
}
