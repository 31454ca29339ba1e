import type { Meta, StoryObj } from '@storybook/react-vite';
import { useBrand } from '@portal/config';
import { PAYMENT_METHOD } from '@portal/policy-data';
import { PolicyStory, personaFixture } from '@portal/policy-data/stories';
import { brandPersonas, type PersonaRole } from '@portal/sandbox-api';
import { UpdatePaymentPage } from './update-payment-page';

const path = '/update/payment/:policyNumber';

/**
 * The update page of the brand's card payer's (or direct-debit payer's) first active policy paid that way, for a
 * story signed in to the sandbox as that customer (`sandboxSession` with the same kind).
 */
function PayerPolicy({ as }: { as: Extract<PersonaRole, 'card' | 'directDebit'> }) {
  const brand = useBrand();
  const persona = brandPersonas[brand.id]?.[as] ?? 'au-family';
  const method = as === 'card' ? PAYMENT_METHOD.card : PAYMENT_METHOD.directDebit;
  const policy = personaFixture(persona).policies.find(
    (p) => p.detail.PolicyStatus.PolicyStatusId < 50 && p.detail.PaymentMethod.PaymentMethodId === method,
  );
  return (
    <PolicyStory path={path} route={`/update/payment/${policy?.detail.PolicySummary.PolicyNumber ?? ''}`}>
      <UpdatePaymentPage />
    </PolicyStory>
  );
}

const meta = {
  title: 'payment-update/UpdatePaymentPage',
  component: PolicyStory,
  args: { persona: 'au-family', route: '/update/payment/51000103', path, children: <UpdatePaymentPage /> },
} satisfies Meta<typeof PolicyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cheque payer: the method cannot be changed online, with the brand phone. */
export const Cheque: Story = {};

/** Before the customer's policies have loaded. */
export const Loading: Story = { args: { persona: undefined, route: '/update/payment/51000101' } };

/** A policy that is not the customer's: the not-found page. */
export const NotTheCustomers: Story = { args: { route: '/update/payment/52000201' } };

/** A lapsed policy: the not-found page. */
export const Inactive: Story = { args: { persona: 'au-inactive', route: '/update/payment/53000501' } };

/**
 * Back from a failed save (?error=true): the configured banner above the form. Storybook has no API, so the form's
 * gateway configuration fails to load: the second banner is that error state, with the brand phone.
 */
export const FailedReturn: Story = { args: { route: '/update/payment/51000101?error=true' } };

/**
 * Signed in to the sandbox as the brand's card payer (single-brand: `sandboxSession`): ValidateAndGetTokens gives
 * the form's gateway configuration and the brand's provider's hosted card form mounts: provider 1's registration
 * component, or provider 2's (the Stripe stand-in's card element, Save held a moment after it appears).
 */
export const HostedCardForm: Story = {
  parameters: { sandboxSession: { as: 'card' } },
  render: () => <PayerPolicy as="card" />,
};

/** As HostedCardForm for the brand's direct-debit payer: the hosted bank account form (both providers' registration component). */
export const HostedBankAccountForm: Story = {
  parameters: { sandboxSession: { as: 'directDebit' } },
  render: () => <PayerPolicy as="directDebit" />,
};
