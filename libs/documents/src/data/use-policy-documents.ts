import { useMemo } from 'react';
import { usePolicy } from '@portal/policies';
import { toDocumentEntries, type DocumentEntry } from './document-entry';

export type PolicyDocuments = {
  /** Still loading the policies, the policy's detail or its document list. */
  loading: boolean;
  /** The policies are loaded and this number is not the customer's. */
  notFound: boolean;
  failed: boolean;
  productName: string;
  entries: DocumentEntry[];
};

/** The listed documents of one of the customer's policies (from the policy data layer, loaded after login). */
export function usePolicyDocuments(policyNumber: string, welcomeSubject: string): PolicyDocuments {
  const { policy, notFound, customerState } = usePolicy(policyNumber);
  const acceptanceDate = policy?.detail?.PolicySummary.AcceptanceDate ?? null;
  const hits = policy?.documents;
  const entries = useMemo(() => toDocumentEntries(hits ?? [], acceptanceDate, welcomeSubject), [hits, acceptanceDate, welcomeSubject]);
  const state = policy?.documentsState;
  const failed = customerState === 'error' || policy?.detailState === 'error' || state === 'error';
  const loading = !notFound && !failed && (state === undefined || state === 'loading' || (state === 'idle' && policy?.detailState === 'loading'));
  return { loading, notFound, failed, productName: policy?.productName ?? '', entries };
}
