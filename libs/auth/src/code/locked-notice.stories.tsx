import type { Meta, StoryObj } from '@storybook/react-vite';
import { LockedNotice } from './locked-notice';

/** The selected brand's account-locked message, with its phone. */
const meta = { title: 'auth/LockedNotice', component: LockedNotice } satisfies Meta<typeof LockedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Locked: Story = {};
