import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectionStory } from '../testing/selection-story';
import { VariantBSelection } from './variant-b-selection';

const Interactive = selectionStory(VariantBSelection, '52000302');

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
