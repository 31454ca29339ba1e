import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { ButtonLink } from '../button-link/button-link';
import { Actions } from './actions';

const meta = {
  title: 'ui-kit/Actions',
  component: Actions,
  args: {
    children: [
      <Button key="save">Save</Button>,
      <ButtonLink key="cancel" href="#cancel" $variant="secondary">
        Cancel
      </ButtonLink>,
    ],
  },
} satisfies Meta<typeof Actions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtTheEnd: Story = { args: { $justify: 'end' } };
