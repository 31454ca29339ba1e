import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useBrand } from '@portal/config';
import { brandOverdue, receiptOf } from '../testing/story-fixtures';
import { ReceiptA } from './receipt-a';
import { ReceiptActions } from './receipt-actions';
import { ReceiptB } from './receipt-b';

/** `cardDetails` false: the answer a literal customer gets (no scheme, card or holder; section 7 never says they are filled). */
type ReceiptStoryProps = { variant: 'A' | 'B'; paid: 'all' | 'oldest'; cardDetails?: boolean };

/**
 * Receipt A or B (whichever the brand uses, to compare) for the overdue customer of the story's brand: the receipt
 * the sandbox's completecollection gives for all or the oldest of that customer's overdue payments.
 */
function ReceiptStory({ variant, paid, cardDetails = true }: ReceiptStoryProps) {
  const brand = useBrand();
  const [{ record, name }] = useState(() => {
    const { persona, policyNumber, firstName } = brandOverdue(brand.id);
    const full = receiptOf(persona, policyNumber, paid === 'oldest' ? 1 : undefined, brand.id);
    const { ReceiptReference, Amount, PolicyNumber } = full.receipt;
    const literal = { ReceiptReference, Amount, PolicyNumber, CardScheme: null, CardSuffix: null };
    return { record: cardDetails ? full : { ...full, receipt: literal }, name: firstName };
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

/** Variant B without card details (the literal personas' answer): no payment method or sender row. */
export const VariantBNoCardDetails: Story = { args: { cardDetails: false } };
