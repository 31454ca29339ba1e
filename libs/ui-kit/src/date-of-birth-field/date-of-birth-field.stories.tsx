import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { longText } from '../testing/story-assets';
import { DateOfBirthField, type DateOfBirthFieldProps } from './date-of-birth-field';
import type { DateParts } from './date-parts';

function StatefulDateOfBirthField(props: DateOfBirthFieldProps) {
  const [value, setValue] = useState<DateParts>(props.value);
  return (
    <DateOfBirthField
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/DateOfBirthField',
  component: DateOfBirthField,
  render: (args) => <StatefulDateOfBirthField {...args} />,
  args: {
    legend: 'Date of birth',
    hint: 'For example, 27 3 1985',
    idPrefix: 'dob',
    order: ['dd', 'mm', 'yyyy'],
    labels: { dd: 'Day', mm: 'Month', yyyy: 'Year' },
    value: { dd: '', mm: '', yyyy: '' },
    onChange: fn(),
    onBlur: fn(),
  },
} satisfies Meta<typeof DateOfBirthField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DayMonthYear: Story = {};

export const MonthDayYear: Story = { args: { order: ['mm', 'dd', 'yyyy'], hint: 'For example, 3 27 1985' } };

export const Filled: Story = { args: { value: { dd: '27', mm: '03', yyyy: '1985' } } };

export const WithError: Story = {
  args: { error: 'Enter a real date of birth, for example 27 3 1985', errorPrefix: 'Error:', value: { dd: '31', mm: '02', yyyy: '1985' } },
};

export const LongText: Story = { args: { legend: longText, hint: longText } };
