import { useLibWording } from '@portal/config';
import { useTranslation } from 'react-i18next';
import { paynowWording } from './paynow-wording';

/** useTranslation for the paynow namespace (with 'common' as a fallback), loaded with this lib's lazy pages. */
export function usePaynowTranslation() {
  useLibWording('paynow', paynowWording);
  return useTranslation(['paynow', 'common']);
}
