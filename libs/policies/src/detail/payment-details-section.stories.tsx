import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PolicyDetail } from '@portal/core-api';
import type { PolicyRecord } from '../data/policy-model';
import { policyRecordOf } from '../testing/story-fixtures';
import { PaymentDetailsSection } from './payment-details-section';

const loaded = (record: PolicyRecord) => record as PolicyRecord & { detail: PolicyDetail };

/** Variant (A or B) and frequency display follow the selected brand. */
const meta = {
  title: 'policies/PaymentDetailsSection',
  component: PaymentDetailsSection,
  args: { policy: loaded(policyRecordOf('au-family', '51000101')) },
} satisfies Meta<typeof PaymentDetailsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {};

export const ExpiredCard: Story = { args: { policy: loaded(policyRecordOf('au-overdue', '52000201')) } };

export const DirectDebit: Story = { args: { policy: loaded(policyRecordOf('au-family', '51000102')) } };

export const NewZealandDirectDebit: Story = { args: { policy: loaded(policyRecordOf('nz-overdue', '55000901')) } };

export const Cheque: Story = { args: { policy: loaded(policyRecordOf('au-family', '51000103')) } };
