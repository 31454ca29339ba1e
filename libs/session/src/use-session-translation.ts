import { useLibWording } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { sessionWording } from './session-wording';

/** useTranslation for the session namespace (with 'common' as a fallback namespace). */
export function useSessionTranslation() {
  useLibWording('session', sessionWording);
  return useTranslation(['session', 'common']);
}
