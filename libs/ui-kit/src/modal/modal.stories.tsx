import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { longText } from '../testing/story-assets';
import { Modal, type ModalProps } from './modal';

/** Opens the modal from a button, as a page would, so focus return can be tried. */
function ModalDemo(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    props.onClose();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open the dialog
      </Button>
      <Modal {...props} open={open} onClose={close} />
    </>
  );
}

const meta = {
  title: 'ui-kit/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    open: true,
    onClose: fn(),
    title: 'Special provisions',
    closeLabel: 'Close',
    children: <p>This benefit does not cover conditions you had before the policy started.</p>,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { open: false } };

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Confirm</Button>
      </>
    ),
  },
};

export const LongContent: Story = {
  args: {
    title: longText,
    children: (
      <>
        {Array.from({ length: 10 }, (_, index) => (
          <p key={index}>{longText}</p>
        ))}
      </>
    ),
  },
};
