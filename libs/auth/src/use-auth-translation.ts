import { useLibWording } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { authWording } from './auth-wording';

/**
 * useTranslation for the auth namespace (with 'common' as a fallback namespace). The shell puts the auth wording
 * into the login page's entry too; this makes every auth screen work wherever it is rendered (tests, stories).
 */
export function useAuthTranslation() {
  useLibWording('auth', authWording);
  return useTranslation(['auth', 'common']);
}
