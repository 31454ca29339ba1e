import { useLibWording } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { shellWording } from './shell-wording';

/** useTranslation for the shell namespace (with 'common' as a fallback namespace). */
export function useShellTranslation() {
  useLibWording('shell', shellWording);
  return useTranslation(['shell', 'common']);
}
