import type { Meta, StoryObj } from '@storybook/react-vite';
import { GlobalStyles } from './global-styles';

const meta = {
  title: 'ui-kit/GlobalStyles',
  component: GlobalStyles,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GlobalStyles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Body type and colours, links and the keyboard focus ring (press Tab). */
export const Default: Story = {
  render: () => (
    <>
      <GlobalStyles />
      <div style={{ padding: 24 }}>
        <h1>Heading one</h1>
        <p>
          Body text with <a href="#example">a link</a>. Tab to see the focus ring.
        </p>
        <button type="button">A native button</button>
      </div>
    </>
  ),
};
