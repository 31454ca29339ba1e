import type { Meta, StoryObj } from '@storybook/react-vite';
import { StyledFieldset } from '../field-styles/field-styles';
import { FieldsetIntro } from './fieldset-intro';

const meta = {
  title: 'ui-kit/FieldsetIntro',
  component: FieldsetIntro,
  args: { legend: 'Date of birth', hint: 'For example, 31 12 1980', hintId: 'dob-hint' },
  render: (args) => (
    <StyledFieldset aria-describedby={[args.hintId, args.errorId].filter(Boolean).join(' ')}>
      <FieldsetIntro {...args} />
    </StyledFieldset>
  ),
} satisfies Meta<typeof FieldsetIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {};

export const WithError: Story = {
  args: { error: 'Enter a valid date of birth', errorId: 'dob-error', errorPrefix: 'Error:' },
};

export const LegendForScreenReadersOnly: Story = { args: { legendHidden: true } };
