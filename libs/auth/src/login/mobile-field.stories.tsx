import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MobileField, type MobileFieldProps } from './mobile-field';

function Controlled(props: MobileFieldProps) {
  const [value, setValue] = useState(props.value);
  return <MobileField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'auth/MobileField',
  component: MobileField,
  render: (args) => <Controlled {...args} />,
  args: { id: 'mobile', label: 'Mobile number', value: '', maxLength: 10, onChange: () => undefined },
} satisfies Meta<typeof MobileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Invalid: Story = {
  args: { value: '0512345678', error: 'Enter a valid mobile number, for example 0412345678.', errorPrefix: 'Error:' },
};
