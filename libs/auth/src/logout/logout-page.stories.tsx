import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingIndicator } from '@portal/ui-kit';
import { LogoutPage } from './logout-page';
import { useAuthTranslation } from '../use-auth-translation';

/** What /logout shows while the server is told (the page itself then navigates to /login). */
function LoggingOut() {
  const { t } = useAuthTranslation();
  return <LoadingIndicator text={t('logout.loading')} />;
}

const meta = {
  title: 'auth/LogoutPage',
  component: LogoutPage,
  render: () => <LoggingOut />,
} satisfies Meta<typeof LogoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggingOutLook: Story = {};
