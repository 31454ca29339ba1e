import { createApiClient, getPaymentControl } from '@portal/core-api';
import { chargeCard, testCard, type PersonaSession } from '@portal/sandbox-api/testing';
import { seedFixtures, type PersonaId } from '@portal/sandbox-api';

/** The transaction ids of a persona's policy as the sandbox seeds them, oldest first. */
export function transactionIdsOf(persona: PersonaId, policyNumber: string): number[] {
  const policy = seedFixtures()
    .find((f) => f.login.id === persona)
    ?.policies.find((p) => p.detail.PolicySummary.PolicyNumber === policyNumber);
  return (policy?.payments ?? []).map((p) => p.TransactionId);
}

/**
 * What the hosted card component does before it sends the customer back: a gateway session for the policy, then a
 * charge through the sandbox gateway. Resolves the gateway's transactionidentifier.
 */
export async function chargeThroughGateway(
  session: PersonaSession,
  policyNumber: string,
  countryId = 13,
  card = testCard,
): Promise<string> {
  const client = createApiClient({
    baseUrl: window.location.origin,
    countryId,
    requestSource: 'CustomerPortalWeb',
    getToken: () => session.token,
  });
  const gateway = await getPaymentControl(client, { clientPolicyNumber: policyNumber, ClientPortalLoginId: session.customerLoginId });
  const charged = await chargeCard(gateway.apiUrl, gateway.authToken, card);
  if (charged.status !== 201 || !charged.body['transactionIdentifier']) throw new Error(`charge failed: ${charged.status}`);
  return charged.body['transactionIdentifier'];
}
