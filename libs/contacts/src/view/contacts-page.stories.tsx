import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactStory } from '../testing/contact-story';
import { ContactsPage } from './contacts-page';

const meta = {
  title: 'contacts/ContactsPage',
  component: ContactStory,
  args: { persona: 'au-family', route: '/contacts', children: <ContactsPage /> },
} satisfies Meta<typeof ContactStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Australia: separate postal address (PO box), home phone placeholder shown as 'Not provided'. Pick a brand in the toolbar. */
export const Australian: Story = {};

/** Upper-case address from the insurer's system, title-cased; postal address in New Zealand (country appended). */
export const PostalAddressAbroad: Story = { args: { persona: 'au-dishonour' } };

/** New Zealand: the city row and the region (pick a New Zealand brand for its labels). */
export const NewZealand: Story = { args: { persona: 'nz-single' } };

/** Canada: province and A1A 1A1 postal code (pick the Canadian brand for its labels). */
export const Canadian: Story = { args: { persona: 'ca-multi' } };

/** Upper-case residential address, title-cased for display. */
export const UpperCaseAddress: Story = { args: { persona: 'au-contact-fails' } };

/** Back from a save: 'Your contact details have been updated'. */
export const Updated: Story = { args: { route: '/contacts?success=1' } };

/** While the customer details load. */
export const Loading: Story = { args: { persona: undefined } };
