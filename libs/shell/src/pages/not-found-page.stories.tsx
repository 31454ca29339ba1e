import type { Meta, StoryObj } from '@storybook/react-vite';
import { signedInState } from '@portal/testing/stories';
import { NotFoundPage } from './not-found-page';

const meta = { title: 'shell/NotFoundPage', component: NotFoundPage } satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Signed in: the likely causes, the menu and the way back to the policies. (First: the signed-out story after it
 * ends the story session, which a reload of the frame would otherwise keep from sessionStorage.)
 */
export const SignedIn: Story = { beforeEach: signedInState };

/** An address that is not a page, signed out: the likely causes and the way to the login page. */
export const SignedOut: Story = {};
