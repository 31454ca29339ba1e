import { Link } from 'react-router';
import { useRegionalConfig } from '@portal/config';
import type { DocumentHit } from '@portal/core-api';
import { isListedDocument } from '@portal/policy-data';
import { ButtonLink } from '@portal/ui-kit';
import { portalPaths } from '@portal/session';
import { usePoliciesTranslation } from '../use-policies-translation';

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
