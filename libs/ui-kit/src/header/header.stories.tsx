import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderLogo } from '../testing/story-assets';
import { Header } from './header';

const meta = {
  title: 'ui-kit/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { logoSrc: placeholderLogo, logoAlt: 'Demo Mutual home', homeHref: '#' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LogoOnly: Story = {};

export const WithText: Story = { args: { text: 'My account' } };

export const WithNav: Story = { args: { text: 'My account', nav: <a href="#logout">Log out</a> } };

export const LongText: Story = {
  args: { text: 'A very long header text that has to wrap on small screens', nav: <a href="#logout">Log out</a> },
};
