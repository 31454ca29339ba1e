import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';

const meta = {
  title: 'ui-kit/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: it takes the current text colour and is hidden from assistive technology. */
export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };
