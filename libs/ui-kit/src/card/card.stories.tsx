import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { longText } from '../testing/story-assets';
import { Card } from './card';

const meta = {
  title: 'ui-kit/Card',
  component: Card,
  args: {
    title: 'Funeral cover',
    children: (
      <dl>
        <dt>Policy number</dt>
        <dd>DM000001</dd>
        <dt>Status</dt>
        <dd>Active</dd>
      </dl>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithFooter: Story = { args: { footer: <Button>View policy</Button> } };

export const Untitled: Story = { args: { title: undefined, children: <p>A card without a heading.</p> } };

export const HeadingLevel3: Story = { args: { headingLevel: 3 } };

export const LongText: Story = { args: { title: longText, children: <p>{longText}</p> } };
