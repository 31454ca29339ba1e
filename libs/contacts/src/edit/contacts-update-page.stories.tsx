import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useBrand } from '@portal/config';
import { addressBook } from '@portal/sandbox-api';
import { ContactStory } from '../testing/contact-story';
import { ContactsUpdatePage } from './contacts-update-page';

const route = '/contacts/update';
const press = (canvasElement: HTMLElement, name: RegExp) =>
  Array.from(canvasElement.querySelectorAll('button'))
    .find((b) => name.test(b.textContent ?? ''))
    ?.click();

/** A fault of the sandbox API (its fault injection, served by the Storybook worker) for the address search. */
const addressSearchFault = (fault: { status?: number; latencyMs?: number }) =>
  fetch('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ route: '/api/v1/Address/searchwithoutpostcode', ...fault }),
  });

/** Removes the story's faults when it is left. */
const faultsRemovedAfter = () => () => void fetch('/__sandbox/faults', { method: 'DELETE' });

/** Types into the residential address lookup (each tile's own), as a customer would. */
const typeIntoLookup = (canvasElement: HTMLElement, text: string) => {
  for (const input of canvasElement.querySelectorAll<HTMLInputElement>('input[id$="residential-AddressLine-lookup"]')) {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
};

/**
 * A search of the sandbox's address book for the brand's country that finds a few addresses: the street of its first
 * street address (number, street and type, e.g. '8 Wattle Crescent'), widened to street and type when that has
 * between two and ten matches.
 */
function lookupQueryFor(countryId: number): string {
  const labels = addressBook.filter((a) => a.countryId === countryId && !a.label.startsWith('PO Box')).map((a) => a.label);
  const street = labels[0]?.split(',')[0] ?? '';
  const wider = street.replace(/^\S+\s+/, '');
  const count = labels.filter((label) => ` ${label.toLowerCase()}`.includes(` ${wider.toLowerCase()}`)).length;
  return count >= 2 && count <= 10 ? wider : street;
}

/** Names the query that finds addresses in the brand's country, for the play function to type. */
function WithLookupQuery({ children }: { children: ReactNode }) {
  const { countryId } = useBrand();
  return <div data-lookup-query={lookupQueryFor(countryId)}>{children}</div>;
}

/** Waits for the signed-in form (the sandbox answers its customer detail first), then types into its lookup. */
async function typeOnceShown(canvasElement: HTMLElement, text: (canvas: HTMLElement) => string): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (canvasElement.querySelector('input[id$="residential-AddressLine-lookup"]'))
      return typeIntoLookup(canvasElement, text(canvasElement));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const meta = {
  title: 'contacts/ContactsUpdatePage',
  component: ContactStory,
  args: { persona: 'au-family', route, children: <ContactsUpdatePage /> },
} satisfies Meta<typeof ContactStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens: residential lookup, separate postal address by lookup, phones and e-mail, terms. */
export const Lookup: Story = {};

/** Postal address same as residential (the postal section folds away). */
export const PostalSameAsResidential: Story = { args: { persona: 'au-overdue' } };

/**
 * The lookup while the sandbox's address search is slow (its longest latency, two minutes, then an HTTP 500):
 * 'Searching...' announced.
 */
export const LookupSearching: Story = {
  beforeEach: faultsRemovedAfter,
  play: async ({ canvasElement }) => {
    await addressSearchFault({ latencyMs: 120_000, status: 500 });
    typeIntoLookup(canvasElement, '12 Harbour');
  },
};

/** The sandbox's address search fails (HTTP 500): the lookup asks for the address to be entered by hand. */
export const LookupFailed: Story = {
  beforeEach: faultsRemovedAfter,
  play: async ({ canvasElement }) => {
    await addressSearchFault({ status: 500 });
    typeIntoLookup(canvasElement, '12 Harbour');
  },
};

/**
 * Signed in to the sandbox as the brand's card payer (single-brand: `sandboxSession`): the form with the customer's
 * own details from the sandbox, and the lookup's results for a street of the brand's country, announced with their
 * count.
 */
export const LookupResults: Story = {
  args: { persona: undefined },
  parameters: { sandboxSession: { as: 'card' } },
  render: (args) => (
    <WithLookupQuery>
      <ContactStory {...args} />
    </WithLookupQuery>
  ),
  play: ({ canvasElement }) =>
    typeOnceShown(canvasElement, (canvas) => canvas.querySelector<HTMLElement>('[data-lookup-query]')?.dataset['lookupQuery'] ?? ''),
};

/** Signed in as in LookupResults; a search the sandbox's address book has no match for: 'No addresses found'. */
export const LookupNoMatch: Story = {
  args: { persona: undefined },
  parameters: { sandboxSession: { as: 'card' } },
  play: ({ canvasElement }) => typeOnceShown(canvasElement, () => 'Nowhere Such Lane'),
};

/** Manual entry of the residential address (the state list comes from the configuration). */
export const ManualEntry: Story = { play: ({ canvasElement }) => press(canvasElement, /^Enter address manually$/) };

/** A postal address abroad: country list, free fields. */
export const PostalAbroad: Story = { args: { persona: 'au-dishonour' } };

/** New Zealand: city field, no region choice (kept from the existing address). Pick a New Zealand brand. */
export const NewZealand: Story = {
  args: { persona: 'nz-single' },
  play: ({ canvasElement }) => press(canvasElement, /^Enter address manually$/),
};

/** Canada: provinces and the postal code. Pick the Canadian brand. */
export const Canadian: Story = {
  args: { persona: 'ca-multi' },
  play: ({ canvasElement }) => press(canvasElement, /^Enter address manually$/),
};

/** Submitted with errors: field messages and the focused error summary. */
export const ValidationErrors: Story = {
  args: { persona: 'au-overdue' },
  play: ({ canvasElement }) => {
    press(canvasElement, /^Enter address manually$/);
    setTimeout(() => {
      const line = canvasElement.querySelector<HTMLInputElement>('#contact-residential-AddressLine');
      const mobile = canvasElement.querySelector<HTMLInputElement>('#contact-mobile');
      const home = canvasElement.querySelector<HTMLInputElement>('#contact-homePhone');
      for (const input of [line, mobile, home]) {
        if (!input) continue;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, input === line ? '12' : '');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      press(canvasElement, /^Save$/);
    }, 50);
  },
};

/** Saving: the 'Updating your contact information...' overlay, then (Storybook has no API) the failure banner with the brand phone. */
export const SavingThenFailure: Story = { play: ({ canvasElement }) => press(canvasElement, /^Save$/) };

/** While the customer details load. */
export const Loading: Story = { args: { persona: undefined } };
