import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useBrand } from '@portal/config';
import { brandOverdue, receiptOf } from '../testing/story-fixtures';
import { ReceiptA } from './receipt-a';
import { ReceiptActions } from './receipt-actions';
import { ReceiptB } from './receipt-b';

type ReceiptStoryProps = { variant: 'A' | 'B'; paid: 'all' | 'oldest' };

/**
 * Receipt A or B (whichever the brand uses, to compare) for the overdue customer of the story's brand: the receipt
 * the sandbox's completecollection gives for all or the oldest of that customer's overdue payments.
 */
function ReceiptStory({ variant, paid }: ReceiptStoryProps) {
  const brand = useBrand();
  const [{ record, name }] = useState(() => {
    const { persona, policyNumber, firstName } = brandOverdue(brand.id);
    return { record: receiptOf(persona, policyNumber, paid === 'oldest' ? 1 : undefined, brand.id), name: firstName };
  });
  const Receipt = variant === 'A' ? ReceiptA : ReceiptB;
  return (
    <>
      <Receipt record={record} name={name} />
      <ReceiptActions
        record={record}
        pdf={{ title: 'Payment receipt', rows: [['Reference number', record.receipt.ReceiptReference]], notes: [] }}
      />
    </>
  );
}

const meta = {
  title: 'paynow/Receipt',
  component: ReceiptStory,
  args: { variant: 'B', paid: 'all' },
} satisfies Meta<typeof ReceiptStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Variant B, every overdue payment paid. */
export const VariantBFull: Story = {};

/** Variant B, the oldest paid: the policy is still at risk. */
export const VariantBPartial: Story = { args: { paid: 'oldest' } };

/** Variant A: 'Thank you {name}!' and the reference. */
export const VariantA: Story = { args: { variant: 'A' } };
