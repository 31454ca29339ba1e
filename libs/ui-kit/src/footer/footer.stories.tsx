import type { Meta, StoryObj } from '@storybook/react-vite';
import { longText } from '../testing/story-assets';
import { Footer } from './footer';

const meta = {
  title: 'ui-kit/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    navLabel: 'Legal',
    links: [
      { label: 'Privacy', href: '#privacy' },
      { label: 'Terms of use', href: '#terms' },
      { label: 'Complaints', href: '#complaints' },
    ],
    labels: ['Demo Mutual is a fictional insurer used in examples.', 'Licence number 000000.'],
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithPhone: Story = { args: { phone: { label: 'Questions? Call us on', number: '(01) 2345 6789' } } };

export const WithConfiguredHtml: Story = {
  args: { html: '<p>Read our <a href="#guide" target="_blank">product guide</a> before you decide.</p>' },
};

export const Empty: Story = { args: { links: [], labels: [] } };

export const LongText: Story = { args: { labels: [longText, longText] } };
