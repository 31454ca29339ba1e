import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './skip-link';

const meta = {
  title: 'ui-kit/SkipLink',
  component: SkipLink,
  args: { href: '#main', children: 'Skip to main content' },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused: click in the canvas and press Tab. */
export const Default: Story = {};

export const Focused: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector('a')?.focus();
  },
};
