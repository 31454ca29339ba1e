import { useMemo } from 'react';
import { usePolicy } from '@portal/policy-data';
import type { DocumentHit } from '@portal/core-api';
import { useDocumentsTranslation } from '../use-documents-translation';
import { toDocumentEntries, type DocumentEntry } from './document-entry';

const NO_HITS: readonly DocumentHit[] = [];

export type PolicyDocuments = {
  /** Still loading the policies, the policy's detail or its document list. */
  loading: boolean;
  /** The policies are loaded and this number is not the customer's. */
  notFound: boolean;
  failed: boolean;
  productName: string;
  /** The listed documents (PDFs). */
  entries: DocumentEntry[];
  /** Every document of the policy's HitList (the viewer opens e-mails too). */
  hits: readonly DocumentHit[];
  acceptanceDate: string | null;
};

/** The listed documents of one of the customer's policies (from the policy data layer, loaded after login). */
export function usePolicyDocuments(policyNumber: string, welcomeSubject: string): PolicyDocuments {
  const { policy, notFound, customerState } = usePolicy(policyNumber, { withDocuments: true });
  const acceptanceDate = policy?.detail?.PolicySummary.AcceptanceDate ?? null;
  const hits = policy?.documents ?? NO_HITS;
  const untitled = useDocumentsTranslation().t('noSubject');
  const entries = useMemo(
    () => toDocumentEntries(hits, acceptanceDate, welcomeSubject, untitled),
    [hits, acceptanceDate, welcomeSubject, untitled],
  );
  const state = policy?.documentsState;
  const failed = customerState === 'error' || policy?.detailState === 'error' || state === 'error';
  const loading =
    !notFound && !failed && (state === undefined || state === 'loading' || (state === 'idle' && policy?.detailState === 'loading'));
  return { loading, notFound, failed, productName: policy?.productName ?? '', entries, hits, acceptanceDate };
}
