import type { Meta, StoryObj } from '@storybook/react-vite';
import { SecureBadge } from './secure-badge';

const meta = { title: 'payment-update/SecureBadge', component: SecureBadge, args: { cards: true } } satisfies Meta<typeof SecureBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For a card: the badge and the Visa and Mastercard marks. */
export const WithCardBrands: Story = {};

/** For a bank account: the badge alone. */
export const BankAccount: Story = { args: { cards: false } };
