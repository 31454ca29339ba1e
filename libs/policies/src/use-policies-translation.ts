import { useFeatureCommonWording, useLibWording } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { policiesWording } from './policies-wording';

/**
 * useTranslation for the policies namespace (its keys as they are, the shared phrases as 'common:…'), which loads
 * with the policies pages rather than at login, with the phrases the signed-in features share.
 */
export function usePoliciesTranslation() {
  useLibWording('policies', policiesWording);
  useFeatureCommonWording();
  return useTranslation(['policies', 'common']);
}
