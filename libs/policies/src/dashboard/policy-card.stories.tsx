import type { Meta, StoryObj } from '@storybook/react-vite';
import { policyRecordOf } from '@portal/policy-data/stories';
import { PolicyCard } from './policy-card';

const meta = {
  title: 'policies/PolicyCard',
  component: PolicyCard,
  args: { policy: policyRecordOf('au-family', '51000101') },
} satisfies Meta<typeof PolicyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const Accepted: Story = { args: { policy: policyRecordOf('au-family', '51000103') } };

export const PaymentOverdue: Story = { args: { policy: policyRecordOf('au-overdue', '52000201') } };

export const ProcessingPayment: Story = { args: { policy: policyRecordOf('au-pending', '53000401') } };

export const Lapsed: Story = { args: { policy: policyRecordOf('au-inactive', '53000501') } };

export const Cancelled: Story = { args: { policy: policyRecordOf('au-inactive', '53000502') } };

/** The policy's detail could not be loaded: no view-policy link. */
export const DetailFailed: Story = {
  args: { policy: { ...policyRecordOf('au-family', '51000102'), detail: null, detailState: 'error', detailError: 'HTTP 500' } },
};
