import type { Meta, StoryObj } from '@storybook/react-vite';
import { receiptOf } from '../testing/story-fixtures';
import { ReceiptA } from './receipt-a';
import { ReceiptActions } from './receipt-actions';
import { ReceiptB } from './receipt-b';
import type { ReceiptRecord } from './receipt-record';

type ReceiptStoryProps = { variant: 'A' | 'B'; record: ReceiptRecord; name: string | null };

function ReceiptStory({ variant, record, name }: ReceiptStoryProps) {
  const Receipt = variant === 'A' ? ReceiptA : ReceiptB;
  return (
    <>
      <Receipt record={record} name={name} />
      <ReceiptActions record={record} pdf={{ title: 'Payment receipt', rows: [['Reference number', record.receipt.ReceiptReference]], notes: [] }} />
    </>
  );
}

const meta = {
  title: 'paynow/Receipt',
  component: ReceiptStory,
  args: { variant: 'B', record: receiptOf('au-overdue', '52000201'), name: 'Liam' },
} satisfies Meta<typeof ReceiptStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Variant B, every overdue payment paid. */
export const VariantBFull: Story = {};

/** Variant B, some paid: the policy is still at risk. */
export const VariantBPartial: Story = { args: { record: receiptOf('au-overdue', '52000201', 1) } };

/** Variant A: 'Thank you {name}!' and the reference. */
export const VariantA: Story = { args: { variant: 'A', record: receiptOf('nz-overdue', '55000901'), name: 'Tama' } };

/** Canada, variant B. */
export const Canada: Story = { args: { record: receiptOf('ca-multi', '56001002'), name: 'Chloé' } };
