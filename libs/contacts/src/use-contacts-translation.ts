import { useFeatureCommonWording, useLibWording } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { contactsWording } from './contacts-wording';

/**
 * useTranslation for the contacts namespace (its keys as they are, the shared phrases as 'common:…'), loaded
 * with this lib's lazy pages together with the phrases the signed-in features share.
 */
export function useContactsTranslation() {
  useLibWording('contacts', contactsWording);
  useFeatureCommonWording();
  return useTranslation(['contacts', 'common']);
}
