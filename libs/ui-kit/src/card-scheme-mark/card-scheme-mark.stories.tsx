import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardSchemeMark } from './card-scheme-mark';

const meta = {
  title: 'ui-kit/CardSchemeMark',
  component: CardSchemeMark,
  args: { scheme: 'visa', label: 'Visa' },
} satisfies Meta<typeof CardSchemeMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visa: Story = {};

export const Mastercard: Story = { args: { scheme: 'mastercard', label: 'Mastercard' } };

export const BesideText: Story = {
  args: { label: undefined },
  render: (args) => (
    <p>
      <CardSchemeMark {...args} /> Visa Card **** *1111
    </p>
  ),
};
