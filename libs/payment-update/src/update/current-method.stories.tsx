import type { Meta, StoryObj } from '@storybook/react-vite';
import { useBrand } from '@portal/config';
import { policyRecordOf } from '@portal/policy-data/stories';
import type { PersonaId } from '@portal/sandbox-api';
import { CurrentMethod } from './current-method';

/** The persona's policy as a customer of the story's brand (each tile of All brands: its own region's bank formats). */
function CurrentMethodStory({ persona, policyNumber }: { persona: PersonaId; policyNumber: string }) {
  const brand = useBrand();
  return <CurrentMethod detail={policyRecordOf(persona, policyNumber, undefined, brand.id).detail!} />;
}

const meta = {
  title: 'payment-update/CurrentMethod',
  component: CurrentMethodStory,
  args: { persona: 'au-family', policyNumber: '51000101' },
} satisfies Meta<typeof CurrentMethodStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Card **** *1111' with its expiry and the 'current method' label. */
export const Card: Story = {};

/** 'Bank account' with 'Account ***123' (in the brand's region's format). */
export const BankAccount: Story = { args: { policyNumber: '51000102' } };

/** An expired card. */
export const ExpiredCard: Story = { args: { persona: 'au-overdue', policyNumber: '52000201' } };
