import { useQuery } from '@tanstack/react-query';
import { processAfterRedirect } from '@portal/core-api';
import { useApiClient, useSession } from '@portal/session';

/**
 * ProcessAfterRedirect for the returned parameters: one call per return (a query keyed by them, so a re-render or
 * a second mount does not call again; a newer return cancels an earlier in-flight call through its signal).
 * The result flag: null (pending), then true or false.
 */
export function useSavePaymentMethod(queryStrings: Record<string, string> | null): boolean | null {
  const client = useApiClient();
  const { customerLoginId } = useSession();
  const query = useQuery({
    queryKey: ['paymentUpdate', 'afterRedirect', customerLoginId, queryStrings],
    queryFn: ({ signal }) =>
      processAfterRedirect(client, { ClientPortalLoginId: customerLoginId ?? '', QueryStrings: queryStrings ?? {} }, signal),
    enabled: queryStrings !== null && customerLoginId !== null,
    staleTime: Infinity,
    retry: false,
  });
  if (query.isError) return false;
  if (query.data) return query.data.IsSuccess;
  return null;
}
