import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useBrand } from '@portal/config';
import { brandOverdue, payableOf, storySelection, type StorySelection } from '../testing/story-fixtures';
import { VariantASelection } from './variant-a-selection';

type SelectionStoryProps = { selected: StorySelection; extendedDishonour?: boolean };

/**
 * Variant A's selection, interactive, for the overdue customer of the story's brand (the sandbox's persona for it, its
 * region's money and dates); in extended dishonour, the sandbox's customer in dishonour as a customer of that brand.
 */
function Interactive({ selected, extendedDishonour = false }: SelectionStoryProps) {
  const brand = useBrand();
  const [payments] = useState(() =>
    extendedDishonour ? payableOf('au-dishonour', '52000301', brand.id) : brandOverdue(brand.id).payable,
  );
  const [selection, setSelection] = useState(() => storySelection(payments, selected));
  return (
    <VariantASelection
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
  title: 'paynow/VariantASelection',
  component: Interactive,
  args: { selected: 'all' },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every payment selected (the start). */
export const AllSelected: Story = {};

/** Only the oldest selected: the later ones can be selected one after another. */
export const OldestOnly: Story = { args: { selected: 'oldest' } };

/** Nothing selected: Continue shows the configured message. */
export const NothingSelected: Story = { args: { selected: 'none' } };

/** Extended dishonour: every payment (missed collections and overrides joined) selected and locked. */
export const ExtendedDishonour: Story = { args: { extendedDishonour: true } };
