import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from './safe-html';

const meta = {
  title: 'ui-kit/SafeHtml',
  component: SafeHtml,
  args: { html: '<p>Configured text with <strong>emphasis</strong> and <a href="#more">a link</a>.</p>' },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Inline: Story = { args: { as: 'span', html: 'Inline text with <em>emphasis</em>' } };

/** Scripts, event handlers and javascript: links are removed; new-tab links get rel="noopener noreferrer". */
export const Sanitised: Story = {
  args: {
    html:
      '<p>Safe text.</p><script>alert(1)</script><img src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==" alt="" onerror="alert(2)">' +
      '<p><a href="javascript:alert(3)">No longer a link</a> · <a href="#x" target="_blank">Opens a new tab</a></p>',
  },
};
