import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useBrand } from '@portal/config';
import { brandOverdue, payableOf, storySelection, type StorySelection } from '../testing/story-fixtures';
import { VariantBSelection } from './variant-b-selection';

type SelectionStoryProps = { selected: StorySelection; extendedDishonour?: boolean };

/**
 * Variant B's selection, interactive, for the overdue customer of the story's brand (the sandbox's persona for it, its
 * region's money and dates); in extended dishonour, the sandbox's customer in dishonour as a customer of that brand.
 */
function Interactive({ selected, extendedDishonour = false }: SelectionStoryProps) {
  const brand = useBrand();
  const [payments] = useState(() =>
    extendedDishonour ? payableOf('au-dishonour', '52000302', brand.id) : brandOverdue(brand.id).payable,
  );
  const [selection, setSelection] = useState(() => storySelection(payments, selected));
  return (
    <VariantBSelection
      payments={payments}
      selection={selection}
      locked={extendedDishonour}
      onChange={setSelection}
      onNext={() => undefined}
      onCancel={() => undefined}
    />
  );
}

const meta = {
  title: 'paynow/VariantBSelection',
  component: Interactive,
  args: { selected: 'all' },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'You have {count} overdue payments', all selected. */
export const AllSelected: Story = {};

/** The oldest left out: Next shows the configured transactionsNotSelectedInOrderMessage. */
export const OutOfOrder: Story = { args: { selected: 'all-but-oldest' } };

/** Extended dishonour: selected and locked. */
export const ExtendedDishonour: Story = { args: { extendedDishonour: true } };
