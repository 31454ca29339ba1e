import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TimeoutWarningDialog } from './timeout-warning-dialog';

const meta = {
  title: 'auth/TimeoutWarningDialog',
  component: TimeoutWarningDialog,
  args: { open: true, endsAt: '2026-03-04T09:05:00+11:00', staying: false, notExtended: false, onStay: fn(), onLogout: fn() },
} satisfies Meta<typeof TimeoutWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Refreshing: Story = { args: { staying: true } };

export const NotExtended: Story = { args: { notExtended: true } };
