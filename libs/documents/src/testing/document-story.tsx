import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, decodeDocumentBody } from '@portal/core-api';
import type { PersonaId } from '@portal/sandbox-api';
import { PolicyStory, personaFixture } from '@portal/policy-data/stories';
import { documentKeys } from '../data/document-query-keys';

export type DocumentStoryProps = {
  persona?: PersonaId;
  route: string;
  path: string;
  children: ReactNode;
};

/**
 * A documents screen for Storybook: the persona's policies (PolicyStory) and each document's content decoded from
 * the sandbox's fixtures; a document whose stream fails in the sandbox is seeded as a failed download.
 */
export function DocumentStory({ persona, route, path, children }: DocumentStoryProps) {
  const queryClient = useQueryClient();
  useState(() => {
    if (!persona) return true;
    for (const document of personaFixture(persona).policies.flatMap((p) => p.documents)) {
      const key = documentKeys.content('', document.hit.DocId);
      if (document.answer === 'fail') {
        const error = new ApiError({
          httpStatus: 500,
          kind: 'http',
          message: 'documentstream answered HTTP 500',
          endpoint: '/api/v1/Document/documentstream',
        });
        queryClient.getQueryCache().build(queryClient, { queryKey: key }).setState({ status: 'error', error, fetchStatus: 'idle' });
      } else queryClient.setQueryData(key, decodeDocumentBody(JSON.stringify(document.base64)));
    }
    return true;
  });
  return (
    <PolicyStory persona={persona} route={route} path={path}>
      {children}
    </PolicyStory>
  );
}
