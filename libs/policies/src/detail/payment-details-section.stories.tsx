import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PolicyDetail } from '@portal/core-api';
import { useBrand } from '@portal/config';
import type { PersonaId } from '@portal/sandbox-api';
import type { PolicyRecord } from '@portal/policy-data';
import { policyRecordOf } from '@portal/policy-data/stories';
import { PaymentDetailsSection } from './payment-details-section';

const loaded = (record: PolicyRecord) => record as PolicyRecord & { detail: PolicyDetail };

/** The persona's policy as a customer of the story's brand (each tile of All brands: its own region's bank formats). */
function PaymentDetailsStory({ persona, policyNumber }: { persona: PersonaId; policyNumber: string }) {
  const brand = useBrand();
  return <PaymentDetailsSection policy={loaded(policyRecordOf(persona, policyNumber, undefined, brand.id))} />;
}

/** Variant (A or B), frequency display and the bank account's format follow the selected brand. */
const meta = {
  title: 'policies/PaymentDetailsSection',
  component: PaymentDetailsStory,
  args: { persona: 'au-family', policyNumber: '51000101' },
} satisfies Meta<typeof PaymentDetailsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {};

export const ExpiredCard: Story = { args: { persona: 'au-overdue', policyNumber: '52000201' } };

export const DirectDebit: Story = { args: { persona: 'au-family', policyNumber: '51000102' } };

export const NewZealandDirectDebit: Story = { args: { persona: 'nz-overdue', policyNumber: '55000901' } };

export const Cheque: Story = { args: { persona: 'au-family', policyNumber: '51000103' } };
