import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'ui-kit/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Read by screen readers only' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows: the text is only in the accessibility tree (see the a11y panel). */
export const Default: Story = {};

export const InsideAButton: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  args: { children: 'Close' },
};
