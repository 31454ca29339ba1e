import type { Meta, StoryObj } from '@storybook/react-vite';
import { logoSrc, useBrand } from '@portal/config';
import { Header } from '@portal/ui-kit';
import { signedInState } from '../testing/story-setup';
import { SessionNav } from './session-nav';

/** The navigation in the brand's header, as the frame shows it while signed in. */
function InHeader() {
  const brand = useBrand();
  return <Header logoSrc={logoSrc(brand.logoSvg)} logoAlt={`${brand.name} home`} homeHref="/" nav={<SessionNav />} />;
}

const meta = {
  title: 'auth/SessionNav',
  component: SessionNav,
  beforeEach: signedInState,
  render: () => <InHeader />,
} satisfies Meta<typeof SessionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
