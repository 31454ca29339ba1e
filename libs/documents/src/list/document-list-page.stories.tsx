import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentStory } from '../testing/document-story';
import { DocumentListPage } from './document-list-page';

const meta = {
  title: 'documents/DocumentListPage',
  component: DocumentStory,
  args: { persona: 'au-family', path: '/documents/:policyNumber', route: '/documents/51000101', children: <DocumentListPage /> },
} satisfies Meta<typeof DocumentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first (the default): letters, e-mails and the Welcome pack dated the acceptance date; the scan is not listed. */
export const NewestFirst: Story = {};

/** Oldest first, after the Date header was chosen again (?sort=date-asc). */
export const OldestFirst: Story = { args: { route: '/documents/51000101?sort=date-asc' } };

/** By subject, A to Z (?sort=subject). */
export const BySubject: Story = { args: { route: '/documents/51000101?sort=subject' } };

/** The standard set only (Welcome, statement, premium e-mail). */
export const FewDocuments: Story = { args: { route: '/documents/51000102' } };

/** A policy without documents. */
export const Empty: Story = { args: { route: '/documents/51000103' } };

/** New Zealand customer. */
export const NewZealand: Story = { args: { persona: 'nz-single', route: '/documents/54000801' } };

/** A policy number that is not the customer's. */
export const NotFound: Story = { args: { route: '/documents/99999999' } };

/** While the policies load. */
export const Loading: Story = { args: { persona: undefined } };
