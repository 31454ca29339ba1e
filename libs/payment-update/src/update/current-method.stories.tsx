import type { Meta, StoryObj } from '@storybook/react-vite';
import { policyRecordOf } from '@portal/policies/testing';
import { CurrentMethod } from './current-method';

const detailOf = (persona: Parameters<typeof policyRecordOf>[0], n: string) => policyRecordOf(persona, n).detail!;

const meta = {
  title: 'payment-update/CurrentMethod',
  component: CurrentMethod,
  args: { detail: detailOf('au-family', '51000101') },
} satisfies Meta<typeof CurrentMethod>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Card **** *1111' with its expiry and the 'current method' label. */
export const Card: Story = {};

/** 'Bank account' with 'Account ***123'. */
export const BankAccount: Story = { args: { detail: detailOf('au-family', '51000102') } };

/** An expired card. */
export const ExpiredCard: Story = { args: { detail: detailOf('au-overdue', '52000201') } };
