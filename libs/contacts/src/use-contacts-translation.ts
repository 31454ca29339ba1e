import { useLibWording } from '@portal/config';
import { useTranslation } from 'react-i18next';
import { contactsWording } from './contacts-wording';

/** useTranslation for the contacts namespace (with 'common' as a fallback), loaded with this lib's lazy pages. */
export function useContactsTranslation() {
  useLibWording('contacts', contactsWording);
  return useTranslation(['contacts', 'common']);
}
