import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { payableOf } from '../testing/story-fixtures';
import type { VariantSelectionProps } from './variant-a-selection';
import { VariantBSelection } from './variant-b-selection';

function Interactive(props: Omit<VariantSelectionProps, 'onChange' | 'onNext' | 'onCancel'>) {
  const [selection, setSelection] = useState(props.selection);
  return <VariantBSelection {...props} selection={selection} onChange={setSelection} onNext={() => undefined} onCancel={() => undefined} />;
}

const payments = payableOf('au-overdue', '52000201');
const meta = {
  title: 'paynow/VariantBSelection',
  component: Interactive,
  args: { payments, selection: payments.map((p) => p.TransactionId), locked: false },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'You have 3 overdue payments', all selected. */
export const AllSelected: Story = {};

/** The oldest left out: Next shows the configured transactionsNotSelectedInOrderMessage. */
export const OutOfOrder: Story = { args: { selection: payments.slice(1).map((p) => p.TransactionId) } };

/** Canada: two overdue payments. */
export const Canada: Story = {
  args: (() => {
    const ca = payableOf('ca-multi', '56001002');
    return { payments: ca, selection: ca.map((p) => p.TransactionId) };
  })(),
};

/** Extended dishonour: selected and locked. */
export const ExtendedDishonour: Story = {
  args: (() => {
    const locked = payableOf('au-dishonour', '52000302');
    return { payments: locked, selection: locked.map((p) => p.TransactionId), locked: true };
  })(),
};
