import { useFeatureCommonWording, useLibWording } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { paynowWording } from './paynow-wording';

/**
 * useTranslation for the paynow namespace (its keys as they are, the shared phrases as 'common:…'), loaded
 * with this lib's lazy pages together with the phrases the signed-in features share.
 */
export function usePaynowTranslation() {
  useLibWording('paynow', paynowWording);
  useFeatureCommonWording();
  return useTranslation(['paynow', 'common']);
}
