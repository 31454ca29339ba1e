/** Query keys of the documents lib, scoped by login like the policy data layer's. */
export const documentKeys = {
  content: (loginId: string, docId: string) => ['documents', loginId, 'content', docId] as const,
};
