import { Link } from 'react-router';
import { useRegionalConfig } from '@portal/config';
import type { DocumentHit } from '@portal/core-api';
import { ButtonLink } from '@portal/ui-kit';
import { portalPaths } from '@portal/session';
import { usePoliciesTranslation } from '../use-policies-translation';

/**
 * Section 2: the list shows PDF documents only (FileType 'pdf', any case: the documents library's rule, which this
 * feature may not import), so only they make the inbox worth a link.
 */
const isListedDocument = (hit: DocumentHit): boolean => hit.FolderFields.FileType?.trim().toLowerCase() === 'pdf';

/**
 * The policy's 'My inbox' link: titled by the served regional configuration's `pages.policyDetails.inboxTitle`
 * (the wording's `common:inbox` when it is blank), shown only when the list would show a document.
 */
export function InboxLink({ policyNumber, documents }: { policyNumber: string; documents: readonly DocumentHit[] }) {
  const { t } = usePoliciesTranslation();
  const served = useRegionalConfig().regionalisation.pages.policyDetails.inboxTitle;
  if (!documents.some(isListedDocument)) return null;
  return (
    <ButtonLink as={Link} to={portalPaths.documents(policyNumber)} $variant="secondary">
      {served.trim() || t('common:inbox')}
    </ButtonLink>
  );
}
