import { useQuery } from '@tanstack/react-query';
import { getDocumentStream, type DecodedDocument, type DocumentHit } from '@portal/core-api';
import { useApiClient, useSession } from '@portal/session';
import { isRequestable } from './document-hit';
import { documentKeys } from './document-query-keys';

/**
 * One document's content (documentstream): fetched when the viewer opens it (only for a hit it may ask for: a PDF, an
 * e-mail with its headers, or no FileType), kept for the session so that going back and forth does not download it
 * again. The DocumentId sent is the HitList's own (core-api replaces its spaces by '+'). No automatic retry: the
 * viewer offers one.
 */
export function useDocumentContent(hit: DocumentHit | undefined) {
  const client = useApiClient();
  const loginId = useSession().customerLoginId ?? '';
  return useQuery<DecodedDocument>({
    queryKey: documentKeys.content(loginId, hit?.DocId ?? ''),
    queryFn: ({ signal }) => getDocumentStream(client, { DocumentId: hit!.DocId, QuadientHeaders: hit!.QuadientHeaders }, signal),
    enabled: hit !== undefined && isRequestable(hit),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
