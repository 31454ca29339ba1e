import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { payableOf } from '../testing/story-fixtures';
import { VariantASelection, type VariantSelectionProps } from './variant-a-selection';

function Interactive(props: Omit<VariantSelectionProps, 'onChange' | 'onNext' | 'onCancel'>) {
  const [selection, setSelection] = useState(props.selection);
  return <VariantASelection {...props} selection={selection} onChange={setSelection} onNext={() => undefined} onCancel={() => undefined} />;
}

const payments = payableOf('au-overdue-a', '51001101');
const meta = {
  title: 'paynow/VariantASelection',
  component: Interactive,
  args: { payments, selection: payments.map((p) => p.TransactionId), locked: false },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every payment selected (the start). */
export const AllSelected: Story = {};

/** Only the oldest selected: the later ones can be selected one after another. */
export const OldestOnly: Story = { args: { selection: payments.slice(0, 1).map((p) => p.TransactionId) } };

/** Nothing selected: Continue shows the configured message. */
export const NothingSelected: Story = { args: { selection: [] } };

/** Extended dishonour: every payment (missed collections and overrides joined) selected and locked. */
export const ExtendedDishonour: Story = {
  args: (() => {
    const locked = payableOf('au-dishonour', '52000301');
    return { payments: locked, selection: locked.map((p) => p.TransactionId), locked: true };
  })(),
};
