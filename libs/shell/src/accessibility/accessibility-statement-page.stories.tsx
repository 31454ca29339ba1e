import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccessibilityStatementPage } from './accessibility-statement-page';

const meta = {
  title: 'shell/AccessibilityStatementPage',
  component: AccessibilityStatementPage,
} satisfies Meta<typeof AccessibilityStatementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The statement in the selected brand's name and phone. */
export const Statement: Story = {};
