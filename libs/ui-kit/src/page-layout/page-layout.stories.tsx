import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { longText, placeholderLogo } from '../testing/story-assets';
import { PageLayout } from './page-layout';

const header = <Header logoSrc={placeholderLogo} logoAlt="Demo Mutual home" homeHref="#" nav={<a href="#logout">Log out</a>} />;
const footer = (
  <Footer
    navLabel="Legal"
    links={[
      { label: 'Privacy', href: '#privacy' },
      { label: 'Terms of use', href: '#terms' },
    ]}
    labels={['Demo Mutual is a fictional insurer used in examples.']}
    phone={{ label: 'Call us:', number: '(01) 2345 6789' }}
  />
);

const meta = {
  title: 'ui-kit/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: { header, footer, skipLinkLabel: 'Skip to main content', children: <h1>My insurance policies</h1> },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Short content: the footer stays at the bottom of the window. */
export const Default: Story = {};

export const LongContent: Story = {
  args: {
    children: (
      <>
        <h1>Policy summary</h1>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>{longText}</p>
        ))}
      </>
    ),
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
