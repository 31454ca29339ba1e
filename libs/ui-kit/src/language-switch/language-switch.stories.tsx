import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitch } from './language-switch';

const meta = {
  title: 'ui-kit/LanguageSwitch',
  component: LanguageSwitch,
  args: {
    label: 'Language',
    options: [
      { code: 'en-CA', name: 'English' },
      { code: 'fr-CA', name: 'Français' },
    ],
    current: 'en-CA',
    onSelect: () => {},
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = { args: { label: 'Langue', current: 'fr-CA' } };
