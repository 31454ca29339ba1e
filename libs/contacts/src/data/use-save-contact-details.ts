import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCustomerContactDetail, type ContactDetails } from '@portal/core-api';
import { customerDetailQueryKey, useApiClient, useSession } from '@portal/session';

/**
 * Saves the contact details (section 7 updatecustomercontactdetail; any 2xx is success). Success reloads the
 * customer details before it resolves, so /contacts shows what was saved. 401 and 503 get section 8's handling from
 * the signed-in area's mutation cache; the form shows every other failure.
 */
export function useSaveContactDetails() {
  const client = useApiClient();
  const { customerLoginId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: ContactDetails) =>
      updateCustomerContactDetail(client, { ClientPortalLoginId: customerLoginId ?? '', ContactDetails: details }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerDetailQueryKey(customerLoginId) }),
  });
}
