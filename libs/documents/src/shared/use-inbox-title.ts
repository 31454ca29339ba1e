import { useRegionalConfig } from '@portal/config';
import { useDocumentsTranslation } from '../use-documents-translation';
import { servedInboxTitle } from './served-inbox-title';

/**
 * The inbox's title (section 2): the served regional configuration's `pages.policyDetails.inboxTitle` ('My inbox' or
 * 'Policy documents' by brand, in the customer's language), the wording's `common:inbox` when it is blank.
 */
export function useInboxTitle(): string {
  const { t } = useDocumentsTranslation();
  return servedInboxTitle(useRegionalConfig()) || t('common:inbox');
}
