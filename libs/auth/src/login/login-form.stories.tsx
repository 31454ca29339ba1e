import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginFlowState } from '../testing/story-setup';
import { LoginForm } from './login-form';

/** The form alone. Brands with e-mail login show the SMS/Email choice; Australian ones a 'New!' pill (once). */
const meta = {
  title: 'auth/LoginForm',
  component: LoginForm,
  beforeEach: loginFlowState({}),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
