import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { longText } from '../testing/story-assets';
import { RadioGroup, type RadioGroupProps } from './radio-group';

function ControlledRadioGroup(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RadioGroup
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/RadioGroup',
  component: RadioGroup,
  render: (args) => <ControlledRadioGroup {...args} />,
  args: {
    legend: 'How should we send your code?',
    name: 'method',
    value: 'sms',
    onChange: fn(),
    options: [
      { value: 'sms', label: 'Text message' },
      { value: 'email', label: 'Email' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithBadge: Story = {
  args: {
    options: [
      { value: 'sms', label: 'Text message' },
      { value: 'email', label: 'Email', badge: 'New!' },
    ],
  },
};

export const Inline: Story = { args: { inline: true } };

export const HiddenLegend: Story = { args: { legendHidden: true } };

export const WithError: Story = {
  args: { value: undefined, hint: 'Choose one', error: 'Choose how to receive your code', errorPrefix: 'Error:' },
};

export const LongText: Story = {
  args: {
    legend: longText,
    options: [
      { value: 'a', label: longText },
      { value: 'b', label: 'Short option' },
    ],
  },
};
