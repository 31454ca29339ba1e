import { useLibWording } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { documentsWording } from './documents-wording';

/** useTranslation for the documents namespace (with 'common' as a fallback), loaded with this lib's lazy pages. */
export function useDocumentsTranslation() {
  useLibWording('documents', documentsWording);
  return useTranslation(['documents', 'common']);
}
