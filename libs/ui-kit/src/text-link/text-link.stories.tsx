import type { Meta, StoryObj } from '@storybook/react-vite';
import { longText } from '../testing/story-assets';
import { TextLink } from './text-link';

const meta = {
  title: 'ui-kit/TextLink',
  component: TextLink,
  args: { href: '#details', children: 'Edit details' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InText: Story = {
  render: (args) => (
    <p>
      You can <TextLink {...args} /> at any time.
    </p>
  ),
};

export const LongText: Story = { args: { children: longText } };
