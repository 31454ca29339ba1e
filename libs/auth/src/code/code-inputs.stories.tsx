import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CodeInputs, type CodeInputsProps } from './code-inputs';

function Controlled(props: CodeInputsProps) {
  const [value, setValue] = useState(props.value);
  return <CodeInputs {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'auth/CodeInputs',
  component: CodeInputs,
  render: (args) => <Controlled {...args} />,
  args: {
    idPrefix: 'code',
    legend: 'One-time code',
    hint: 'We have sent a 6-digit code to 04** *** 678.',
    value: ['', '', '', '', '', ''],
    onChange: () => undefined,
    digitLabel: (position: number) => `Digit ${position} of 6`,
  },
} satisfies Meta<typeof CodeInputs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: ['4', '8', '1', '5', '9', '2'] } };

export const Incomplete: Story = {
  args: { value: ['4', '8', '', '', '', ''], error: 'Enter the 6-digit code we sent you', errorPrefix: 'Error:' },
};
