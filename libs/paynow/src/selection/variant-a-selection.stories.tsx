import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectionStory } from '../testing/selection-story';
import { VariantASelection } from './variant-a-selection';

const Interactive = selectionStory(VariantASelection, '52000301');

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
